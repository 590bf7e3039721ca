#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const yes = process.argv.includes('--yes');
const deps = process.argv.includes('--deps');

// 向上查找项目根目录
let root = process.cwd();
while (!fs.existsSync(path.join(root, 'package.json'))) {
  const up = path.dirname(root);
  if (up === root) { console.error('未找到 package.json，停止。'); process.exit(1); }
  root = up;
}

const targets = ['dist', 'build', '.next', '.nuxt', '.svelte-kit', '.turbo', '.parcel-cache', 'coverage', 'node_modules/.cache'];
if (deps) targets.push('node_modules');

function size(p) {
  let s = 0;
  for (const e of fs.readdirSync(p, { withFileTypes: true })) {
    const f = path.join(p, e.name);
    if (e.isSymbolicLink()) continue;
    s += e.isDirectory() ? size(f) : fs.statSync(f).size;
  }
  return s;
}

let total = 0;
for (const t of targets) {
  const p = path.resolve(root, t);
  if (!p.startsWith(root + path.sep)) continue;          // 绝不跨出项目
  if (!fs.existsSync(p) || fs.lstatSync(p).isSymbolicLink()) continue;
  const s = size(p);
  total += s;
  console.log(`${yes ? '删除' : '将删除'}  ${t}  ${(s / 1048576).toFixed(1)} MB`);
  if (yes) fs.rmSync(p, { recursive: true, force: true });
}
console.log(`${yes ? '已释放' : '预计释放'} ${(total / 1048576).toFixed(1)} MB（项目：${root}）`);
if (!yes) console.log('这是预览。确认后使用 --yes 执行删除。');
