#!/usr/bin/env node
'use strict';
const fs = require('fs');
const readline = require('readline');

const API = 'https://api.tallyhook.io/v1';
const KEY = process.env.TALLYHOOK_API_KEY;
if (!KEY) { console.error('Set TALLYHOOK_API_KEY first.'); process.exit(1); }

async function call(method, path, body) {
  const res = await fetch(API + path, {
    method,
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

const ask = (q) => new Promise((r) => {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  rl.question(q, (a) => { rl.close(); r(a.trim().toLowerCase() === 'y'); });
});

const arg = (n) => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };

(async () => {
  const cmd = process.argv[2];
  if (cmd === 'meters') console.table((await call('GET', '/meters')).data);
  else if (cmd === 'events') {
    const q = new URLSearchParams({ meter: arg('meter') || '', since: arg('since') || '' });
    console.table((await call('GET', '/events?' + q)).data);
  } else if (cmd === 'ingest') {
    const lines = fs.readFileSync(process.argv[3], 'utf8').split('\n').filter(Boolean).map(JSON.parse);
    if (!(await ask(`Send ${lines.length} events to Tallyhook? [y/N] `))) return;
    for (let i = 0; i < lines.length; i += 500) await call('POST', '/events/batch', { events: lines.slice(i, i + 500) });
    console.log('ingested', lines.length);
  } else if (cmd === 'invoices') console.table((await call('GET', `/invoices?status=${arg('status') || 'draft'}`)).data);
  else console.log('usage: th.js meters|events|ingest|invoices');
})().catch((e) => { console.error(e.message); process.exit(1); });
