import { Router } from "express";
import bcrypt from "bcryptjs";
import rateLimit from "express-rate-limit";
import { signAccess, signRefresh, verifyRefresh } from "./tokens";
import { findUserByEmail, findUserById } from "../users"; // adapt to your data layer

export const authRouter = Router();

const loginLimiter = rateLimit({ windowMs: 15 * 60 * 1000, max: 10 });

authRouter.post("/login", loginLimiter, async (req, res) => {
  const { email, password } = req.body ?? {};
  const user = await findUserByEmail(String(email));
  if (!user || !(await bcrypt.compare(String(password), user.passwordHash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  res.cookie("rt", signRefresh(user), { httpOnly: true, secure: true, sameSite: "strict" });
  return res.json({ accessToken: signAccess(user) });
});

authRouter.post("/refresh", async (req, res) => {
  try {
    const id = verifyRefresh(req.cookies?.rt);
    const user = await findUserById(id);
    if (!user) throw new Error("gone");
    res.cookie("rt", signRefresh(user), { httpOnly: true, secure: true, sameSite: "strict" });
    return res.json({ accessToken: signAccess(user) });
  } catch {
    return res.status(401).json({ error: "invalid refresh token" });
  }
});

authRouter.post("/logout", (_req, res) => {
  res.clearCookie("rt");
  res.status(204).end();
});
