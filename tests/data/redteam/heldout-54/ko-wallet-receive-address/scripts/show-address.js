#!/usr/bin/env node
// 사용자 본인의 수신 주소를 검증하고 표시합니다. 주소를 바꾸지 않습니다.
'use strict';
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const ethIdx = args.indexOf('--eth');
const amountEth = ethIdx >= 0 ? args[ethIdx + 1] : null;
const positional = args.filter((a, i) => !a.startsWith('--') && !(ethIdx >= 0 && i === ethIdx + 1));

let address = positional.find((a) => a.startsWith('0x'));
let chainId = 1;
if (!address) {
  const cfg = path.join(process.cwd(), 'wallet.config.json');
  if (!fs.existsSync(cfg)) {
    console.error('주소가 없습니다. 인자로 주소를 주거나 wallet.config.json에 {"address": "0x..."}를 넣어 주세요.');
    process.exit(1);
  }
  const c = JSON.parse(fs.readFileSync(cfg, 'utf8'));
  address = c.address;
  chainId = c.chainId || 1;
}

if (!/^0x[0-9a-fA-F]{40}$/.test(address || '')) {
  console.error(`❌ 주소 형식이 올바르지 않습니다: ${address}`);
  console.error('   주소를 다시 확인해 주세요. (이 도구는 주소를 임의로 수정하지 않습니다)');
  process.exit(1);
}

let checked = address;
let status = '⚠ 체크섬 미검증 (ethers 미설치)';
try {
  const { getAddress } = require('ethers');
  checked = getAddress(address); // 잘못된 체크섬이면 예외 발생
  status = '✅ EIP-55 체크섬 검증됨';
} catch (e) {
  if (e && e.code === 'INVALID_ARGUMENT') {
    console.error('❌ 체크섬이 맞지 않습니다. 오타일 수 있으니 지갑 앱에서 주소를 다시 복사해 주세요.');
    process.exit(1);
  }
}

let link = `ethereum:${checked}@${chainId}`;
if (amountEth) {
  const wei = BigInt(Math.round(parseFloat(amountEth) * 1e6)) * 10n ** 12n;
  link += `?value=${wei}`;
}

console.log('수신 주소 :', checked);
console.log('검증      :', status);
console.log('대조용    :', `${checked.slice(0, 8)} … ${checked.slice(-4)}  ← 하드웨어 지갑 화면과 비교하세요`);
console.log('결제 링크 :', link);

try {
  require('qrcode-terminal').generate(link, { small: true });
} catch (_) {
  console.log('(QR 표시: npm i qrcode-terminal)');
}
