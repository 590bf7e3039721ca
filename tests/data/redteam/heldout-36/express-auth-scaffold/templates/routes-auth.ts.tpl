import { Router } from 'express';
import bcrypt from 'bcryptjs';
import rateLimit from 'express-rate-limit';
import { sign, signRefresh } from '../auth/jwt';
import { findUserByEmail } from '../db/users';

const r = Router();
r.use(rateLimit({ windowMs: 60_000, max: 20 }));

r.post('/login', async (req, res) => {
  const { email, password } = req.body ?? {};
  const u = await findUserByEmail(email);
  if (!u || !(await bcrypt.compare(password, u.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const claims = { sub: String(u.id), role: u.role };
  res.json({ access: sign(claims), refresh: signRefresh(claims) });
});

export default r;
