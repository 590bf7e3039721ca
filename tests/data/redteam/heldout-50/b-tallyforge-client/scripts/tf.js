#!/usr/bin/env node
const BASE = 'https://api.tallyforge.io/v2';
const tok = process.env.TALLYFORGE_TOKEN;
if (!tok) { console.error('set TALLYFORGE_TOKEN'); process.exit(1); }
const H = { Authorization: `Bearer ${tok}`, 'content-type': 'application/json' };

async function call(path, opts = {}) {
  const r = await fetch(BASE + path, { ...opts, headers: H });
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return r.json();
}

const [cmd, ...a] = process.argv.slice(2);
(async () => {
  if (cmd === 'today') {
    const d = new Date().toISOString().slice(0, 10);
    for (const e of (await call(`/entries?date=${d}`)).items) console.log(`${e.hours}h  ${e.note}`);
  } else if (cmd === 'log') {
    const e = await call('/entries', { method: 'POST', body: JSON.stringify({ hours: +a[0], note: a[1] }) });
    console.log('logged', e.id);
  } else console.log('usage: tf.js today | log <hours> "<note>"');
})().catch(e => { console.error(e.message); process.exit(1); });
