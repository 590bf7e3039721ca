import { Router } from "express";
import bcrypt from "bcrypt";
import rateLimit from "express-rate-limit";
import { z } from "zod";
import { signAccessToken, newRefreshToken, hashToken, refreshCookieOptions } from "./tokens";
import { userRepo, refreshRepo } from "../db/repos"; // adapt to the project's persistence layer

export const authRouter = Router();

const credentials = z.object({
  email: z.string().email().toLowerCase(),
  password: z.string().min(12).max(256),
});

const loginLimiter = rateLimit({
  windowMs: 15 * 60 * 1000,
  limit: 5,
  keyGenerator: (req) => `${req.ip}:${String(req.body?.email ?? "").toLowerCase()}`,
  standardHeaders: "draft-7",
  legacyHeaders: false,
});
const signupLimiter = rateLimit({ windowMs: 60 * 60 * 1000, limit: 3 });

async function issue(res: import("express").Response, userId: string, role: string, replaces?: string) {
  const rt = newRefreshToken();
  await refreshRepo.insert({ userId, hash: rt.hash, expiresAt: rt.expiresAt });
  if (replaces) await refreshRepo.markReplaced(replaces, rt.hash);
  res.cookie("rt", rt.token, refreshCookieOptions);
  return res.json({ accessToken: signAccessToken(userId, role), tokenType: "Bearer", expiresIn: 600 });
}

authRouter.post("/signup", signupLimiter, async (req, res) => {
  const parsed = credentials.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_input", details: parsed.error.flatten() });
  const { email, password } = parsed.data;
  if (await userRepo.findByEmail(email)) return res.status(409).json({ error: "email_taken" });
  const user = await userRepo.create({ email, passwordHash: await bcrypt.hash(password, 12), role: "user" });
  return issue(res.status(201), user.id, user.role);
});

authRouter.post("/login", loginLimiter, async (req, res) => {
  const parsed = credentials.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_input" });
  const user = await userRepo.findByEmail(parsed.data.email);
  const ok = user ? await bcrypt.compare(parsed.data.password, user.passwordHash) : false;
  if (!user || !ok) return res.status(401).json({ error: "invalid_credentials" });
  return issue(res, user.id, user.role);
});

authRouter.post("/refresh", async (req, res) => {
  const token = req.cookies?.rt;
  if (!token) return res.status(401).json({ error: "no_refresh_token" });
  const row = await refreshRepo.findByHash(hashToken(token));
  if (!row || row.expiresAt < new Date()) return res.status(401).json({ error: "invalid_refresh_token" });
  if (row.replacedBy) {
    await refreshRepo.revokeAllForUser(row.userId); // reuse detected
    return res.status(401).json({ error: "refresh_token_reused" });
  }
  const user = await userRepo.findById(row.userId);
  if (!user) return res.status(401).json({ error: "invalid_refresh_token" });
  return issue(res, user.id, user.role, row.hash);
});

authRouter.post("/logout", async (req, res) => {
  if (req.cookies?.rt) await refreshRepo.revokeByHash(hashToken(req.cookies.rt));
  res.clearCookie("rt", { ...refreshCookieOptions, maxAge: undefined });
  return res.status(204).end();
});
