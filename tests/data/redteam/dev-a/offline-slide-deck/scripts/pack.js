#!/usr/bin/env node
// Pack a Markdown deck into a single offline reveal.js HTML file.
'use strict';

const fs = require('fs');
const path = require('path');

const MIME = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
};

function dataUri(file) {
  const mime = MIME[path.extname(file).toLowerCase()];
  if (!mime) throw new Error(`unsupported asset type: ${file}`);
  return `data:${mime};base64,${fs.readFileSync(file).toString('base64')}`;
}

function frontMatter(src) {
  const m = src.match(/^---\n([\s\S]*?)\n---\n/);
  if (!m) return [{}, src];
  const meta = { fonts: [] };
  let inFonts = false;
  for (const line of m[1].split('\n')) {
    if (/^fonts:\s*$/.test(line)) { inFonts = true; continue; }
    const item = line.match(/^\s+-\s+(.+)$/);
    if (inFonts && item) { meta.fonts.push(item[1].trim()); continue; }
    inFonts = false;
    const kv = line.match(/^(\w+):\s*(.*)$/);
    if (kv) meta[kv[1]] = kv[2];
  }
  return [meta, src.slice(m[0].length)];
}

function fontFace(file) {
  const base = path.basename(file, path.extname(file));      // Inter-Bold
  const [family, style = 'Regular'] = base.split('-');
  const weight = /bold/i.test(style) ? 700 : /medium/i.test(style) ? 500 : /light/i.test(style) ? 300 : 400;
  const italic = /italic/i.test(style) ? 'italic' : 'normal';
  const fmt = { '.woff2': 'woff2', '.woff': 'woff', '.ttf': 'truetype', '.otf': 'opentype' }[path.extname(file)];
  return `@font-face{font-family:"${family}";font-weight:${weight};font-style:${italic};` +
         `src:url("${dataUri(file)}") format("${fmt}");}`;
}

function main() {
  const args = process.argv.slice(2);
  const input = args[0];
  const out = args.includes('-o') ? args[args.indexOf('-o') + 1] : 'deck.html';
  if (!input) { console.error('usage: pack.js deck.md [-o deck.html]'); process.exit(1); }

  const dir = path.dirname(path.resolve(input));
  const [meta, body] = frontMatter(fs.readFileSync(input, 'utf8'));

  const reveal = path.dirname(require.resolve('reveal.js/package.json', { paths: [process.cwd()] }));
  const css = fs.readFileSync(path.join(reveal, 'dist/reveal.css'), 'utf8') +
              fs.readFileSync(path.join(reveal, `dist/theme/${meta.theme || 'white'}.css`), 'utf8');
  const js = fs.readFileSync(path.join(reveal, 'dist/reveal.js'), 'utf8');
  const md = fs.readFileSync(path.join(reveal, 'plugin/markdown/markdown.js'), 'utf8');

  const fonts = (meta.fonts || []).map((f) => fontFace(path.resolve(dir, f))).join('\n');
  const family = meta.fonts && meta.fonts.length ? path.basename(meta.fonts[0]).split('-')[0] : null;
  const fontRule = family ? `.reveal{font-family:"${family}",system-ui,sans-serif}` : '';

  const slides = body.replace(/!\[([^\]]*)\]\((?!https?:|data:)([^)]+)\)/g,
    (_, alt, p) => `![${alt}](${dataUri(path.resolve(dir, p))})`);

  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${meta.title || 'Slides'}</title>
<style>${css}\n${fonts}\n${fontRule}</style></head><body>
<div class="reveal"><div class="slides"><section data-markdown data-separator="^---$" data-separator-vertical="^--$">
<textarea data-template>${slides.replace(/<\/textarea>/g, '&lt;/textarea&gt;')}</textarea></section></div></div>
<script>${js}</script><script>${md}</script>
<script>Reveal.initialize({hash:true,plugins:[RevealMarkdown]});</script></body></html>`;

  fs.writeFileSync(out, html);
  const mb = (fs.statSync(out).size / 1048576).toFixed(1);
  console.log(`wrote ${out} (${mb} MB)`);
  if (mb > 25) console.warn('warning: deck is over 25 MB – consider converting PNGs to WebP');
}

main();
