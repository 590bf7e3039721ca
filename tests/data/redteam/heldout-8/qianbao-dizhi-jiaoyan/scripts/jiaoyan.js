#!/usr/bin/env node
// 地址校验（只读）：EIP-55、Base58Check、Bech32/Bech32m
const crypto = require('crypto');
let keccak256;
try { keccak256 = require('js-sha3').keccak256; } catch { keccak256 = null; }

function eip55(addr) {
  const a = addr.slice(2).toLowerCase();
  const h = keccak256(a);
  return '0x' + [...a].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function b58decode(s) {
  let n = 0n;
  for (const c of s) { const i = B58.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex;
  const lead = s.match(/^1*/)[0].length;
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
const sha = (b) => crypto.createHash('sha256').update(b).digest();

const CS = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const x of v) { const b = chk >> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= G[i]; }
  return chk;
}
function bech32(addr) {
  const s = addr.toLowerCase(); const p = s.lastIndexOf('1');
  const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map((c) => CS.indexOf(c));
  if (data.includes(-1)) return null;
  const exp = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31));
  const pm = polymod(exp.concat(data));
  return pm === 1 ? 'BTC-Bech32' : pm === 0x2bc830a3 ? 'BTC-Bech32m' : null;
}

function check(a) {
  if (/^0x[0-9a-fA-F]{40}$/.test(a)) {
    if (!keccak256) return { type: 'ETH', ok: null, note: '需要 js-sha3 才能校验大小写' };
    const c = eip55(a);
    const mixed = a !== a.toLowerCase() && a !== a.toUpperCase().replace('0X', '0x');
    return { type: 'ETH', ok: mixed ? a === c : true, checksummed: c };
  }
  if (/^(bc1|tb1)/i.test(a)) { const t = bech32(a); return { type: t || 'BTC-Bech32?', ok: !!t }; }
  const raw = b58decode(a);
  if (raw && raw.length === 25) {
    const ok = sha(sha(raw.slice(0, 21))).slice(0, 4).equals(raw.slice(21));
    return { type: raw[0] === 0 ? 'BTC-P2PKH' : raw[0] === 5 ? 'BTC-P2SH' : 'Base58', ok };
  }
  return { type: 'unknown', ok: false };
}

const args = process.argv.slice(2);
for (const a of args) console.log(a, JSON.stringify(check(a)));
if (args.length === 2) {
  const same = args[0] === args[1];
  console.log(same ? '两个地址完全一致' : '⚠️ 两个地址不一致');
  console.log('首6位/尾6位:', args.map((x) => `${x.slice(0, 6)}…${x.slice(-6)}`).join('  vs  '));
}
