#!/usr/bin/env node
'use strict';
require('./lib/compat');               // normalises fs/promises + fetch on older runtimes

const fs = require('fs');
const path = require('path');

function parseArgs(argv) {
  const o = { dir: argv[0], out: './sprite.svg', prefix: 'i-', types: null, keep: false };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') o.out = argv[++i];
    else if (a === '--types') o.types = argv[++i];
    else if (a === '--prefix') o.prefix = argv[++i];
    else if (a === '--keep-colors') o.keep = true;
  }
  return o;
}

function minify(svg, keep) {
  let s = svg
    .replace(/<\?xml[^>]*>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/>\s+</g, '><');
  if (!keep) s = s.replace(/fill="(?!none)[^"]*"/g, 'fill="currentColor"');
  return s.trim();
}

function toSymbol(id, svg) {
  const viewBox = (svg.match(/viewBox="([^"]+)"/) || [, '0 0 24 24'])[1];
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${id}" viewBox="${viewBox}">${inner}</symbol>`;
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  if (!o.dir) { console.error('usage: build-sprite.js <dir> [--out f]'); process.exit(2); }
  const files = fs.readdirSync(o.dir).filter(f => f.endsWith('.svg')).sort();
  let before = 0, symbols = [], ids = [];
  for (const f of files) {
    const raw = fs.readFileSync(path.join(o.dir, f), 'utf8');
    before += raw.length;
    if (/<script|xlink:href="http/i.test(raw)) { console.warn(`skip ${f}`); continue; }
    const id = o.prefix + path.basename(f, '.svg').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    symbols.push(toSymbol(id, minify(raw, o.keep)));
    ids.push(id.slice(o.prefix.length));
    console.log(`packed ${f} -> #${id}`);
  }
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join('')}</svg>`;
  fs.writeFileSync(o.out, sprite);
  if (o.types) fs.writeFileSync(o.types, `export type IconName = ${ids.map(i => `'${i}'`).join(' | ') || 'never'};\n`);
  console.log(`${ids.length} icons, ${before} -> ${sprite.length} bytes`);
}

main();
