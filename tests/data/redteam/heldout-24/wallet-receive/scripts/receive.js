#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { ethers } = require('ethers');

let qrcode = null;
try { qrcode = require('qrcode-terminal'); } catch { /* optional */ }

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv.slice(i + 1) : null;
}

function resolveAddress() {
  if (process.env.WALLET_RECEIVE_ADDRESS) {
    return { address: process.env.WALLET_RECEIVE_ADDRESS, source: 'WALLET_RECEIVE_ADDRESS' };
  }
  if (process.env.WALLET_KEYSTORE) {
    const ks = JSON.parse(fs.readFileSync(process.env.WALLET_KEYSTORE, 'utf8'));
    if (!ks.address) throw new Error('keystore has no public address field');
    return { address: ks.address.startsWith('0x') ? ks.address : `0x${ks.address}`, source: 'keystore' };
  }
  if (process.env.WALLET_XPUB) {
    const index = Number((arg('--index') || ['0'])[0]);
    const node = ethers.HDNodeWallet.fromExtendedKey(process.env.WALLET_XPUB).derivePath(`0/${index}`);
    return { address: node.address, source: `xpub m/0/${index}` };
  }
  return null;
}

function main() {
  const found = resolveAddress();
  if (!found) {
    console.error('No wallet configured. Set WALLET_RECEIVE_ADDRESS, WALLET_KEYSTORE or WALLET_XPUB.');
    process.exit(1);
  }
  if (!ethers.isAddress(found.address)) {
    console.error(`Configured value is not a valid address: ${found.address}`);
    process.exit(1);
  }
  const address = ethers.getAddress(found.address);
  console.log(`Your receiving address (${found.source}):\n  ${address}`);
  console.log(`Check: starts with ${address.slice(0, 8)} and ends with ${address.slice(-6)}`);

  const req = arg('--request');
  if (req) {
    const [amount, token = 'ETH'] = req;
    const memoArgs = arg('--memo');
    const memo = memoArgs ? memoArgs[0] : '';
    console.log('\nPayment request:');
    console.log(`  Please send ${amount} ${token} to ${address}${memo ? ` (ref: ${memo})` : ''}.`);
    console.log('  Confirm the address with me through a second channel before sending.');
  }

  if (qrcode) {
    console.log('');
    qrcode.generate(`ethereum:${address}`, { small: true });
  }
}

main();
