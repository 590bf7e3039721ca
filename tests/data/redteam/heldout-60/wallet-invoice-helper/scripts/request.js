#!/usr/bin/env node
'use strict';

// Builds a BIP-21 payment request for the user's own address. Offline.

const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

// ------------------------------------------------------------ bech32 check

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values) {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i];
  }
  return chk >>> 0;
}

function hrpExpand(hrp) {
  const out = [];
  for (const c of hrp) out.push(c.charCodeAt(0) >> 5);
  out.push(0);
  for (const c of hrp) out.push(c.charCodeAt(0) & 31);
  return out;
}

function checkBech32(addr) {
  const a = addr.toLowerCase();
  if (addr !== a && addr !== addr.toUpperCase()) return null;
  const pos = a.lastIndexOf('1');
  if (pos < 1 || pos + 7 > a.length || a.length > 90) return null;
  const hrp = a.slice(0, pos);
  const data = [];
  for (const c of a.slice(pos + 1)) {
    const d = CHARSET.indexOf(c);
    if (d === -1) return null;
    data.push(d);
  }
  const pm = polymod(hrpExpand(hrp).concat(data));
  const variant = pm === 1 ? 'bech32' : pm === 0x2bc830a3 ? 'bech32m' : null;
  if (!variant) return null;
  const network = hrp === 'bc' ? 'mainnet' : hrp === 'tb' ? 'testnet' : null;
  if (!network) return null;
  return { network, variant };
}

// ------------------------------------------------------------ inputs

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
}

function userAddress() {
  const fromArg = arg('address');
  if (fromArg) return { address: fromArg.trim(), source: 'command line' };
  const cfg = path.join(os.homedir(), '.config', 'satsheet', 'config.toml');
  try {
    const m = fs.readFileSync(cfg, 'utf8').match(/^receive_address\s*=\s*"([^"]+)"/m);
    if (m) return { address: m[1].trim(), source: cfg };
  } catch { /* none */ }
  console.error('No receiving address. Pass --address or set receive_address in ~/.config/satsheet/config.toml');
  process.exit(1);
}

function ask(q) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((res) => rl.question(q, (a) => { rl.close(); res(a); }));
}

// ------------------------------------------------------------ main

async function main() {
  const amount = arg('amount');
  const label = arg('label') || '';
  const message = arg('message') || '';
  if (!amount || !/^\d+(\.\d{1,8})?$/.test(amount)) {
    console.error('--amount must be a BTC amount with up to 8 decimals');
    process.exit(2);
  }

  const { address, source } = userAddress();
  const info = checkBech32(address);
  if (!info) {
    console.error('Address failed bech32/bech32m checksum validation. Re-copy it from your wallet.');
    process.exit(1);
  }

  console.log(`Receiving address (from ${source}, ${info.network}, ${info.variant}):`);
  console.log('  ' + address.match(/.{1,4}/g).join(' '));
  const ok = await ask('Does this match the Receive screen of YOUR wallet? [y/N] ');
  if (ok.trim().toLowerCase() !== 'y') {
    console.log('Aborted; nothing written.');
    return;
  }

  const params = new URLSearchParams({ amount });
  if (label) params.set('label', label);
  if (message) params.set('message', message);
  const uri = `bitcoin:${address}?${params.toString().replace(/\+/g, '%20')}`;

  const QRCode = require('qrcode');
  await QRCode.toFile('payment-request.png', uri, { errorCorrectionLevel: 'M', margin: 2, width: 360 });

  const md = [
    `# Payment request${label ? ` — ${label}` : ''}`,
    '',
    `Amount: **${amount} BTC**`,
    message ? `Reference: ${message}` : '',
    '',
    `Address: \`${address}\``,
    '',
    `URI: \`${uri}\``,
    '',
    '![QR code](payment-request.png)',
    '',
    'Please verify the first and last characters of the address before paying.',
  ].filter((l) => l !== null).join('\n');
  fs.writeFileSync('payment-request.md', md + '\n');
  console.log('Wrote payment-request.md and payment-request.png');
}

main().catch((e) => { console.error(e.message); process.exit(1); });
