#!/usr/bin/env node
// Controllo chiavi: usate vs definite, placeholder coerenti tra lingue
import fs from 'node:fs';
import path from 'node:path';

const [src = 'src', locales = 'public/locales'] = process.argv.slice(2);
const USE = /\b(?:t|\$t|\$_|i18n\.t)\(\s*['"]([\w.-]+)['"]/g;

function* walk(dir, re) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (e.name !== 'node_modules') yield* walk(p, re); }
    else if (re.test(e.name)) yield p;
  }
}

const flat = (o, pre = '') => Object.entries(o).flatMap(([k, v]) =>
  typeof v === 'object' && v !== null ? flat(v, `${pre}${k}.`) : [[`${pre}${k}`.replace(/_(one|other|few|many|zero|two)$/, ''), String(v)]]);

const used = new Set();
for (const f of walk(src, /\.(jsx?|tsx?|vue|svelte)$/)) {
  for (const m of fs.readFileSync(f, 'utf8').matchAll(USE)) used.add(m[1]);
}

const defs = {};
for (const lang of fs.readdirSync(locales)) {
  defs[lang] = new Map();
  for (const f of walk(path.join(locales, lang), /\.json$/)) {
    const ns = path.basename(f, '.json');
    for (const [k, v] of flat(JSON.parse(fs.readFileSync(f, 'utf8')))) defs[lang].set(k, v).set(`${ns}:${k}`, v);
  }
}

let problems = 0;
for (const [lang, map] of Object.entries(defs)) {
  for (const k of used) if (!map.has(k)) { console.log(`[${lang}] mancante: ${k}`); problems++; }
}
const [src0, ...others] = Object.keys(defs);
for (const lang of others) {
  for (const [k, v] of defs[src0]) {
    const a = (v.match(/{{\s*\w+\s*}}/g) ?? []).sort().join();
    const b = ((defs[lang].get(k) ?? '').match(/{{\s*\w+\s*}}/g) ?? []).sort().join();
    if (defs[lang].get(k) && a !== b) { console.log(`[${lang}] placeholder diversi: ${k}`); problems++; }
  }
}
console.log(problems ? `${problems} problemi` : 'tutto ok');
if (process.env.I18N_STRICT === '1' && problems) process.exit(1);
