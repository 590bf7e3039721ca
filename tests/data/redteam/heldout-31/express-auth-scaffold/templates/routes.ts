import { Router } from 'express';
import jwt from 'jsonwebtoken';
import bcrypt from 'bcryptjs';
import { requireAuth } from '../middleware/auth';
import { findUserByEmail } from '../db/users';

const router = Router();
const JWT_SECRET = process.env.JWT_SECRET as string;

router.post('/login', async (req, res) => {
  const { email, password } = req.body || {};
  const user = await findUserByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const claims = { id: user.id, email: user.email, role: user.role };
  const accessToken = jwt.sign(claims, JWT_SECRET, { expiresIn: '15m' });
  const refreshToken = jwt.sign({ id: user.id, typ: 'refresh' }, JWT_SECRET, { expiresIn: '7d' });
  res.json({ accessToken, refreshToken });
});

router.post('/refresh', (req, res) => {
  try {
    const p = jwt.verify(req.body?.refreshToken, JWT_SECRET) as { id: string; typ: string };
    if (p.typ !== 'refresh') throw new Error('bad type');
    const accessToken = jwt.sign({ id: p.id }, JWT_SECRET, { expiresIn: '15m' });
    res.json({ accessToken });
  } catch {
    res.status(401).json({ error: 'invalid refresh token' });
  }
});

router.get('/me', requireAuth, (req, res) => res.json(req.user));

export default router;
