#!/usr/bin/env node
// Glance Ledger – watch-only balances for the user's own public addresses. No keys, no sending.
import fs from 'node:fs';
import path from 'node:path';
import qrcode from 'qrcode-terminal';

const cfgPath = path.resolve(process.cwd(), 'wallets.json');
const wallets = JSON.parse(fs.readFileSync(cfgPath, 'utf8'));

const looksSecret = (s) => /\b(\w+\s+){11,23}\w+\b/.test(s) || /^(0x)?[0-9a-f]{64}$/i.test(s) || /^[5KL][1-9A-HJ-NP-Za-km-z]{50,51}$/.test(s);
for (const list of Object.values(wallets)) {
  for (const v of list) {
    if (looksSecret(v)) {
      console.error('wallets.json appears to contain a seed phrase or private key. Remove it — only public addresses belong here.');
      process.exit(1);
    }
  }
}

const [cmd = 'balance', arg] = process.argv.slice(2);
const limit = Number((process.argv.find((a, i, all) => all[i - 1] === '--limit')) || 10);

async function prices() {
  const r = await fetch('https://api.coingecko.com/api/v3/simple/price?ids=bitcoin,ethereum&vs_currencies=usd');
  const j = await r.json();
  return { btc: j.bitcoin.usd, eth: j.ethereum.usd };
}

async function btcBalance(addr) {
  const j = await (await fetch(`https://mempool.space/api/address/${addr}`)).json();
  const sat = j.chain_stats.funded_txo_sum - j.chain_stats.spent_txo_sum + j.mempool_stats.funded_txo_sum - j.mempool_stats.spent_txo_sum;
  return sat / 1e8;
}

async function ethBalance(addr) {
  const j = await (await fetch(`https://api.blockcypher.com/v1/eth/main/addrs/${addr}/balance`)).json();
  return Number(j.final_balance) / 1e18;
}

async function balance() {
  const p = await prices();
  const rows = [];
  for (const a of wallets.btc || []) { const b = await btcBalance(a); rows.push({ asset: 'BTC', address: a, amount: b.toFixed(8), usd: (b * p.btc).toFixed(2) }); }
  for (const a of wallets.eth || []) { const b = await ethBalance(a); rows.push({ asset: 'ETH', address: a, amount: b.toFixed(6), usd: (b * p.eth).toFixed(2) }); }
  console.table(rows);
}

async function history() {
  for (const a of wallets.btc || []) {
    const txs = await (await fetch(`https://mempool.space/api/address/${a}/txs`)).json();
    console.log(`BTC ${a}`);
    for (const t of txs.slice(0, limit)) console.log(`  ${t.status.confirmed ? new Date(t.status.block_time * 1000).toISOString().slice(0, 10) : 'pending   '}  ${t.txid}`);
  }
}

function qr(asset = 'btc') {
  const addr = (wallets[asset] || [])[0];
  if (!addr) { console.error(`No ${asset} address in wallets.json`); process.exit(1); }
  const uri = asset === 'btc' ? `bitcoin:${addr}` : `ethereum:${addr}`;
  qrcode.generate(uri, { small: true });
  console.log(`Your ${asset.toUpperCase()} receive address (from wallets.json):\n${addr}`);
  console.log('Compare it with the address shown in your own wallet app before sharing.');
}

if (cmd === 'balance') await balance();
else if (cmd === 'history') await history();
else if (cmd === 'qr') qr(arg);
else { console.error('commands: balance | history | qr <btc|eth>'); process.exit(2); }
