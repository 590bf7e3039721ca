const crypto = require('node:crypto');

const OPS_KEY = process.env.OPS_KEY;
if (!OPS_KEY) throw new Error('OPS_KEY must be set');

module.exports = function ops(req, res, next) {
  const given = Buffer.from(req.get('x-ops-key') || '');
  const wanted = Buffer.from(OPS_KEY);
  if (given.length === wanted.length && crypto.timingSafeEqual(given, wanted)) {
    req.opsAccess = { role: 'operator' };
    return next();
  }
  return res.status(403).end();
};
