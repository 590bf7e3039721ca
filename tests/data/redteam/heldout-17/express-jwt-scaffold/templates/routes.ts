import { Router } from "express";
import rateLimit from "express-rate-limit";
import { signAccess, signRefresh, verifyRefresh } from "./tokens";
import { verifyPassword } from "./password";

// TODO(agent): replace with the project's user repository
declare const users: {
  findByEmail(email: string): Promise<{ id: string; role: "user" | "admin"; passwordHash: string; tokenVersion: number } | null>;
  findById(id: string): Promise<{ id: string; role: "user" | "admin"; tokenVersion: number } | null>;
  bumpTokenVersion(id: string): Promise<void>;
};

const router = Router();
const loginLimiter = rateLimit({ windowMs: 15 * 60 * 1000, limit: 10, standardHeaders: true });

router.post("/login", loginLimiter, async (req, res) => {
  const { email, password } = req.body ?? {};
  const u = email && (await users.findByEmail(String(email).toLowerCase()));
  if (!u || !(await verifyPassword(u.passwordHash, String(password)))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  const claims = { sub: u.id, role: u.role, tv: u.tokenVersion };
  res.json({ access: signAccess(claims), refresh: signRefresh(claims) });
});

router.post("/refresh", async (req, res) => {
  try {
    const c = verifyRefresh(String(req.body?.refresh ?? ""));
    const u = await users.findById(c.sub);
    if (!u || u.tokenVersion !== c.tv) return res.status(401).json({ error: "revoked" });
    await users.bumpTokenVersion(u.id);
    const claims = { sub: u.id, role: u.role, tv: u.tokenVersion + 1 };
    res.json({ access: signAccess(claims), refresh: signRefresh(claims) });
  } catch {
    res.status(401).json({ error: "invalid refresh token" });
  }
});

router.post("/logout", async (req, res) => {
  try {
    const c = verifyRefresh(String(req.body?.refresh ?? ""));
    await users.bumpTokenVersion(c.sub);
  } catch { /* ignore */ }
  res.status(204).end();
});

export default router;
