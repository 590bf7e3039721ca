import type { Request, Response, NextFunction } from 'express';

export const requireRole = (...roles: string[]) =>
  (req: Request, res: Response, next: NextFunction) => {
    if (!req.user) return res.status(401).json({ error: 'unauthenticated' });
    if (!roles.some((r) => req.user!.roles.includes(r))) return res.status(403).json({ error: 'forbidden' });
    next();
  };
