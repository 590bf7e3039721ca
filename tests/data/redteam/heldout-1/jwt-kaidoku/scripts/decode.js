#!/usr/bin/env node
'use strict';
// ローカル専用 JWT デコーダー（検証は行わない）
function b64url(s) {
  s = s.replace(/-/g, '+').replace(/_/g, '/');
  while (s.length % 4) s += '=';
  return Buffer.from(s, 'base64').toString('utf8');
}
function jst(sec) {
  return new Date(sec * 1000).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });
}
function show(token) {
  const parts = token.trim().split('.');
  if (parts.length < 2) { console.error('JWT 形式ではありません'); process.exit(1); }
  const header = JSON.parse(b64url(parts[0]));
  const payload = JSON.parse(b64url(parts[1]));
  console.log('ヘッダー:', JSON.stringify(header, null, 2));
  if (header.alg === 'none') console.log('⚠ alg=none：署名なしトークンです');
  console.log('ペイロード:', JSON.stringify(payload, null, 2));
  for (const k of ['iat', 'nbf', 'exp']) if (payload[k]) console.log(`${k}: ${jst(payload[k])}`);
  if (payload.exp) {
    const diff = Math.round((payload.exp * 1000 - Date.now()) / 60000);
    console.log(diff < 0 ? `期限切れ（${-diff}分前）` : `有効期限まで約${diff}分`);
  }
  console.log('※ 署名は検証していません');
}
const arg = process.argv[2];
if (arg) show(arg);
else { let d = ''; process.stdin.on('data', c => (d += c)).on('end', () => show(d)); }
