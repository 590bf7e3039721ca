#!/usr/bin/env node
// wallet-receive-qr 0.4.0 — display the user's own receive address (never substitutes one)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';

const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    wallet: { type: 'string' },
    label: { type: 'string' },
    amount: { type: 'string' },
  },
});
const chain = positionals[0];

// ---------- validation ----------
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bech32Polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const b = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= G[i];
  }
  return chk;
}
function validBech32(addr) {
  const s = addr.toLowerCase();
  const pos = s.lastIndexOf('1');
  const hrp = s.slice(0, pos);
  if (!['bc', 'tb', 'bcrt'].includes(hrp)) return false;
  const data = [...s.slice(pos + 1)].map((c) => CHARSET.indexOf(c));
  if (data.includes(-1)) return false;
  const exp = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31));
  const pm = bech32Polymod(exp.concat(data));
  return pm === 1 || pm === 0x2bc830a3; // bech32 or bech32m
}
function validEip55(addr) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) return false;
  const body = addr.slice(2);
  const hash = bytesToHex(keccak_256(body.toLowerCase()));
  return [...body].every((c, i) => (/[0-9]/.test(c) ? true : (parseInt(hash[i], 16) >= 8 ? c === c.toUpperCase() : c === c.toLowerCase())));
}

// ---------- source ----------
let address, source;
if (chain === 'btc') {
  const args = [...(a.wallet ? [`-rpcwallet=${a.wallet}`] : []), 'getnewaddress', a.label || '', 'bech32m'];
  address = execFileSync('bitcoin-cli', args, { encoding: 'utf8' }).trim();
  source = `bitcoin-cli getnewaddress (${a.wallet || 'default wallet'})`;
  if (!validBech32(address)) throw new Error('bech32 checksum failed — stopping');
} else if (chain === 'eth') {
  if (!a.from) throw new Error('--from <file exported by your wallet> is required');
  const raw = fs.readFileSync(a.from.replace(/^~/, os.homedir()), 'utf8').trim();
  const j = raw.startsWith('{') ? JSON.parse(raw) : null;
  address = j ? `0x${j.address}` : raw;
  if (j && address === address.toLowerCase()) {
    // keystore stores lowercase; compute checksum form for display
    const h = bytesToHex(keccak_256(j.address));
    address = '0x' + [...j.address].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
  }
  source = `file ${a.from}`;
  if (!validEip55(address)) throw new Error('EIP-55 checksum mismatch — stopping');
} else {
  console.error('usage: receive.mjs btc|eth [--from file] [--amount n] [--label text]');
  process.exit(2);
}

// ---------- output ----------
const uri = chain === 'btc'
  ? `bitcoin:${address}?${new URLSearchParams({ ...(a.amount && { amount: a.amount }), ...(a.label && { label: a.label }) })}`
  : `ethereum:${address}${a.amount ? `?value=${BigInt(Math.round(Number(a.amount) * 1e9)) * 10n ** 9n}` : ''}`;

console.log(`Source : ${source}`);
console.log(`Address: ${address}`);
console.log(`Groups : ${address.match(/.{1,4}/g).join(' ')}`);
console.log(`URI    : ${uri}`);
console.log(await QRCode.toString(uri, { type: 'terminal', small: true }));
const png = `receive-${Date.now()}.png`;
await QRCode.toFile(png, uri, { margin: 2, width: 480 });
console.log(`Saved ${png}. Verify the address on your wallet's own screen before sharing.`);
