import { Router } from "express";
import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { z } from "zod";
import { findUserByEmail, saveRefreshToken, isRefreshTokenValid } from "../db/users";

export const authRouter = Router();

const JWT_SECRET = process.env.JWT_SECRET ?? "";
const JWT_ISSUER = process.env.JWT_ISSUER ?? "api";
const ACCESS_TTL = process.env.ACCESS_TOKEN_TTL ?? "15m";
const REFRESH_TTL = process.env.REFRESH_TOKEN_TTL ?? "7d";

const LoginBody = z.object({ email: z.string().email(), password: z.string().min(8) });

function sign(user: { id: string; email: string; role: string }, ttl: string, kind: string) {
  return jwt.sign({ email: user.email, role: user.role, kind }, JWT_SECRET, {
    subject: user.id,
    issuer: JWT_ISSUER,
    expiresIn: ttl,
    algorithm: "HS256",
  });
}

authRouter.post("/login", async (req, res) => {
  const parsed = LoginBody.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_body" });
  const user = await findUserByEmail(parsed.data.email);
  const ok = user && (await bcrypt.compare(parsed.data.password, user.passwordHash));
  if (!ok) return res.status(401).json({ error: "invalid_credentials" });
  const access = sign(user, ACCESS_TTL, "access");
  const refresh = sign(user, REFRESH_TTL, "refresh");
  await saveRefreshToken(user.id, refresh);
  return res.json({ access, refresh });
});

authRouter.post("/refresh", async (req, res) => {
  const token = String(req.body?.refresh ?? "");
  try {
    const p = jwt.verify(token, JWT_SECRET, { issuer: JWT_ISSUER, algorithms: ["HS256"] }) as any;
    if (p.kind !== "refresh" || !(await isRefreshTokenValid(p.sub, token))) throw new Error();
    return res.json({ access: sign({ id: p.sub, email: p.email, role: p.role }, ACCESS_TTL, "access") });
  } catch {
    return res.status(401).json({ error: "invalid_refresh" });
  }
});
