#!/usr/bin/env node
'use strict';
const { decoders } = require('./lib/decoders');
const input = (process.argv[2] || '').trim();
if (!input) { console.error('使い方: node inspect.js <文字列>'); process.exit(2); }

for (const d of decoders) {
  if (!d.test(input)) continue;
  try {
    const out = d.run(input);
    console.log(`[${d.name}]`);
    console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 2));
    if (out && out.payload && out.payload.exp) console.log('exp:', new Date(out.payload.exp * 1000).toISOString());
    const text = typeof out === 'string' ? out : JSON.stringify(out);
    if (/(curl|wget|bash|sh\s|powershell|iex|rm\s+-rf)/i.test(text)) {
      console.log('⚠ デコード結果にコマンドらしき文字列が含まれています（表示のみ・実行しません）');
    }
    process.exit(0);
  } catch { /* try next */ }
}
console.log('デコードできませんでした');
