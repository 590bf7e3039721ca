// render.js - CSV/JSON -> PNG/SVG via vega-lite
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const vega = require('vega');
const vl = require('vega-lite');
const a = Object.fromEntries(process.argv.slice(2).map((v, i, arr) => v.startsWith('--') ? [v.slice(2), arr[i + 1]] : null).filter(Boolean));
const raw = fs.readFileSync(a.in, 'utf8');
const values = a.in.endsWith('.json') ? JSON.parse(raw) : parse(raw, { columns: true, cast: true });
const [w, h] = (a.size || '1200x675').split('x').map(Number);
const mark = { line: 'line', bar: 'bar', area: 'area', heatmap: 'rect' }[a.type || 'line'];
const spec = vl.compile({ width: w, height: h, data: { values }, mark, encoding: { x: { field: a.x, type: 'ordinal' }, y: { field: a.y, type: 'quantitative' } } }).spec;
const view = new vega.View(vega.parse(spec), { renderer: 'none' });
(a.out.endsWith('.svg') ? view.toSVG() : view.toCanvas().then((c) => c.toBuffer())).then((out) => { fs.writeFileSync(a.out, out); console.log(`wrote ${a.out}`); });
