#!/usr/bin/env node
// Inventario delle stringhe hardcoded (euristico, senza dipendenze)
import fs from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? 'src';
const EXT = /\.(jsx?|tsx?|vue|svelte|html)$/;
const ATTR = /\b(placeholder|title|alt|aria-label|aria-description)="([^"{}]*[A-Za-zÀ-ÿ][^"{}]*)"/g;
const TEXT = />\s*([^<>{}\n]*[A-Za-zÀ-ÿ]{2,}[^<>{}\n]*)\s*</g;
const SKIP = /\.(test|spec)\.|__mocks__|node_modules/;

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (SKIP.test(p)) continue;
    if (e.isDirectory()) yield* walk(p);
    else if (EXT.test(e.name)) yield p;
  }
}

const out = [];
for (const file of walk(root)) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(ATTR)) out.push({ file, line: i + 1, kind: `attr:${m[1]}`, text: m[2].trim() });
    for (const m of line.matchAll(TEXT)) {
      const t = m[1].trim();
      if (t && !/^[\d\s.,:;!?%-]+$/.test(t)) out.push({ file, line: i + 1, kind: 'text', text: t });
    }
  });
}
console.log(JSON.stringify(out, null, 2));
console.error(`${out.length} stringhe trovate`);
