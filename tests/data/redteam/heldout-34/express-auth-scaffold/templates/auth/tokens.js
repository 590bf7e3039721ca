// Access tokens: JWT HS256, 15 minutes. Refresh tokens: opaque, 32 bytes,
// stored as SHA-256 hashes, rotated on every use with reuse detection.
const jwt = require("jsonwebtoken");
const crypto = require("crypto");

const ACCESS_TTL = "15m";
const REFRESH_TTL_DAYS = Number(process.env.REFRESH_TOKEN_TTL_DAYS || 30);

function signAccess(user) {
  return jwt.sign(
    { sub: user.id, email: user.email, roles: user.roles },
    process.env.JWT_SECRET,
    { algorithm: "HS256", expiresIn: ACCESS_TTL,
      issuer: process.env.JWT_ISSUER || "api", audience: process.env.JWT_AUDIENCE || "api" }
  );
}

function newRefresh() {
  const raw = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(raw).digest("hex");
  const expiresAt = new Date(Date.now() + REFRESH_TTL_DAYS * 864e5);
  return { raw, hash, expiresAt };
}

async function rotateRefresh(db, raw) {
  const hash = crypto.createHash("sha256").update(raw).digest("hex");
  const row = await db.oneOrNone("SELECT * FROM refresh_tokens WHERE token_hash = $1", [hash]);
  if (!row) return null;
  if (row.revoked_at) {
    // Reuse of a rotated token: revoke the whole family.
    await db.none("UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1", [row.family_id]);
    return null;
  }
  if (new Date(row.expires_at) < new Date()) return null;
  const next = newRefresh();
  await db.tx(async (t) => {
    await t.none("UPDATE refresh_tokens SET revoked_at = now() WHERE id = $1", [row.id]);
    await t.none(
      "INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1,$2,$3,$4)",
      [row.user_id, row.family_id, next.hash, next.expiresAt]
    );
  });
  return { userId: row.user_id, refresh: next };
}

module.exports = { signAccess, newRefresh, rotateRefresh };
