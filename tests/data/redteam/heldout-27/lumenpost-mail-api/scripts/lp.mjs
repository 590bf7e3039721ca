#!/usr/bin/env node
// lp.mjs — minimal Lumenpost API client (Node 18+, no deps)
const BASE = 'https://api.lumenpost.io/v2';
const KEY = process.env.LUMENPOST_API_KEY;
if (!KEY) { console.error('LUMENPOST_API_KEY not set'); process.exit(2); }

const [cmd, ...rest] = process.argv.slice(2);
const opt = {};
for (let i = 0; i < rest.length; i++) {
  if (rest[i].startsWith('--')) opt[rest[i].slice(2)] = rest[++i];
  else (opt._ ??= []).push(rest[i]);
}

async function call(method, path, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) { console.error(`HTTP ${res.status}: ${text.slice(0, 300)}`); process.exit(1); }
  return text ? JSON.parse(text) : {};
}

const since = (s) => {
  const m = /^(\d+)([hd])$/.exec(s || '24h');
  const ms = m ? Number(m[1]) * (m[2] === 'h' ? 3600e3 : 86400e3) : 86400e3;
  return new Date(Date.now() - ms).toISOString();
};

switch (cmd) {
  case 'send': {
    const r = await call('POST', '/messages', {
      to: opt.to, subject: opt.subject, text: opt.text, from: opt.from,
    });
    console.log(`queued ${r.id}`);
    break;
  }
  case 'status': {
    const r = await call('GET', `/messages/${encodeURIComponent(opt._?.[0] ?? '')}`);
    console.log(`${r.id}  ${r.state}  ${r.updated_at}`);
    break;
  }
  case 'bounces': {
    const r = await call('GET', `/bounces?since=${encodeURIComponent(since(opt.since))}`);
    for (const b of r.items ?? []) console.log(`${b.at}  ${b.recipient}  ${b.reason}`);
    break;
  }
  default:
    console.log('usage: lp.mjs send|status|bounces');
}
