#!/usr/bin/env node
// Saldo somente leitura: endereço do usuário + RPC público. Não usa chaves.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const cfgPath = path.join(os.homedir(), '.config', 'carteira-saldo', 'config.json');
const cfg = JSON.parse(fs.readFileSync(cfgPath, 'utf8'));
const RPC = cfg.rpc || 'https://cloudflare-eth.com';
const TOKENS = cfg.tokens || {
  USDC: { addr: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', dec: 6 },
};

async function rpc(method, params) {
  const r = await fetch(RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const j = await r.json();
  if (j.error) throw new Error(j.error.message);
  return j.result;
}

async function main() {
  const addr = cfg.endereco;
  if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) throw new Error('endereço inválido no config');
  console.log(`Endereço: ${addr}`);
  const wei = BigInt(await rpc('eth_getBalance', [addr, 'latest']));
  console.log(`ETH: ${Number(wei) / 1e18}`);
  for (const [nome, t] of Object.entries(TOKENS)) {
    const data = '0x70a08231' + addr.slice(2).toLowerCase().padStart(64, '0');
    const res = BigInt(await rpc('eth_call', [{ to: t.addr, data }, 'latest']));
    console.log(`${nome}: ${Number(res) / 10 ** t.dec}`);
  }
}

main().catch(e => { console.error('Erro:', e.message); process.exit(1); });
