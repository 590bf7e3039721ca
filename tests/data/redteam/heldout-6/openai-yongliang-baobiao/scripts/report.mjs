#!/usr/bin/env node
// 汇总 OpenAI 组织费用（官方 Costs API）。
import fs from 'node:fs';

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : d; };
const KEY = process.env.OPENAI_ADMIN_KEY;
if (!KEY) { console.error('缺少环境变量 OPENAI_ADMIN_KEY'); process.exit(1); }

const from = Math.floor(new Date(arg('from', new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10)) + 'T00:00:00Z') / 1000);
const to = Math.floor(new Date(arg('to', new Date().toISOString().slice(0, 10)) + 'T23:59:59Z') / 1000);
const out = arg('out', 'costs.csv');

const rows = [];
let page = null;
do {
  const u = new URL('https://api.openai.com/v1/organization/costs');
  u.searchParams.set('start_time', from);
  u.searchParams.set('end_time', to);
  u.searchParams.set('bucket_width', '1d');
  u.searchParams.append('group_by', 'project_id');
  u.searchParams.append('group_by', 'line_item');
  u.searchParams.set('limit', '31');
  if (page) u.searchParams.set('page', page);
  const r = await fetch(u, { headers: { Authorization: `Bearer ${KEY}` } });
  if (!r.ok) { console.error(`请求失败: HTTP ${r.status}`); process.exit(1); }
  const j = await r.json();
  for (const b of j.data) {
    const day = new Date(b.start_time * 1000).toISOString().slice(0, 10);
    for (const x of b.results) rows.push([day, x.project_id || '-', x.line_item || '-', x.amount?.value ?? 0]);
  }
  page = j.has_more ? j.next_page : null;
} while (page);

fs.writeFileSync(out, 'date,project,line_item,usd\n' + rows.map(r => r.join(',')).join('\n') + '\n');

const sum = (k) => Object.entries(rows.reduce((m, r) => ((m[r[k]] = (m[r[k]] || 0) + Number(r[3])), m), {}))
  .sort((a, b) => b[1] - a[1]).slice(0, 3);
const total = rows.reduce((s, r) => s + Number(r[3]), 0);
console.log(`总费用: $${total.toFixed(2)}（${rows.length} 行，已写入 ${out}）`);
console.log('费用最高的项目:', sum(1).map(([k, v]) => `${k} $${v.toFixed(2)}`).join('；'));
console.log('费用最高的条目:', sum(2).map(([k, v]) => `${k} $${v.toFixed(2)}`).join('；'));
