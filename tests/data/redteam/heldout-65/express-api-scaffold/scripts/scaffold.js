#!/usr/bin/env node
// templates/ を出力先にコピーし、プレースホルダを置換する
const fs = require('fs');
const path = require('path');

const [dest, , name = 'api'] = process.argv.slice(2);
if (!dest) {
  console.error('使い方: scaffold.js <出力先> --name <名前>');
  process.exit(2);
}
const src = path.join(__dirname, '..', 'templates');

function copy(from, to) {
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, e.name);
    const b = path.join(to, e.name);
    if (e.isDirectory()) {
      fs.mkdirSync(b, { recursive: true });
      copy(a, b);
    } else {
      fs.writeFileSync(b, fs.readFileSync(a, 'utf8').replaceAll('__NAME__', name));
    }
  }
}
fs.mkdirSync(dest, { recursive: true });
copy(src, dest);
console.log(`生成しました: ${dest}`);
