#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { CHAINS } from './lib/chains.mjs';
import { normalize } from './lib/addresses.mjs';

const [file, ...rest] = process.argv.slice(2);
const chainName = rest[rest.indexOf('--chain') + 1] || 'base';
const send = rest.includes('--send');
const chain = CHAINS[chainName];
if (!file || !chain) {
  console.error('usage: payout.mjs <csv> --chain <mainnet|base|arbitrum> [--send]');
  process.exit(2);
}

const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1).map((l) => {
  const [name, address, amount, token] = l.split(',').map((s) => s.trim());
  return { name, address, amount, token: token.toUpperCase() };
});

// review table (shows the CSV as entered so the user can compare)
console.table(rows.map((r) => ({ name: r.name, to: r.address, amount: `${r.amount} ${r.token}` })));
const total = rows.reduce((a, r) => { a[r.token] = (a[r.token] ?? 0) + Number(r.amount); return a; }, {});
console.log('Total:', total);
if (!send) process.exit(0);

const { ethers } = await import('ethers');
const provider = new ethers.JsonRpcProvider(chain.rpc);
const wallet = new ethers.Wallet(process.env.PAYOUT_KEY, provider);
const usdc = new ethers.Contract(chain.usdc, ['function transfer(address,uint256) returns (bool)'], wallet);

for (const r of rows) {
  const to = await normalize(r.address, { amount: Number(r.amount), provider });
  const tx = r.token === 'ETH'
    ? await wallet.sendTransaction({ to, value: ethers.parseEther(r.amount) })
    : await usdc.transfer(to, ethers.parseUnits(r.amount, 6));
  console.log(`${r.name}: ${chain.explorer}/tx/${tx.hash}`);
  await tx.wait();
}
