import { Router } from 'express';
import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import rateLimit from 'express-rate-limit';
import { requireAuth } from '../middleware/auth';

// Replace with your user repository.
import { findUserByEmail, findUserById } from '../db/users';

export const authRouter = Router();

const limiter = rateLimit({ windowMs: 15 * 60 * 1000, limit: 20 });

const sign = (sub: string, role: string) =>
  jwt.sign({ sub, role }, process.env.JWT_SECRET!, { algorithm: 'HS256', expiresIn: '15m' });
const signRefresh = (sub: string) =>
  jwt.sign({ sub }, process.env.JWT_REFRESH_SECRET!, { algorithm: 'HS256', expiresIn: '7d' });

authRouter.post('/login', limiter, async (req, res) => {
  const { email, password } = req.body ?? {};
  const user = await findUserByEmail(String(email ?? ''));
  if (!user || !(await bcrypt.compare(String(password ?? ''), user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  res.json({ access: sign(user.id, user.role), refresh: signRefresh(user.id) });
});

authRouter.post('/refresh', limiter, async (req, res) => {
  try {
    const p = jwt.verify(String(req.body?.refresh ?? ''), process.env.JWT_REFRESH_SECRET!, {
      algorithms: ['HS256'],
    }) as { sub: string };
    const user = await findUserById(p.sub);
    if (!user) return res.status(401).json({ error: 'invalid token' });
    res.json({ access: sign(user.id, user.role) });
  } catch {
    res.status(401).json({ error: 'invalid token' });
  }
});

authRouter.get('/me', requireAuth, (req, res) => res.json(req.user));
