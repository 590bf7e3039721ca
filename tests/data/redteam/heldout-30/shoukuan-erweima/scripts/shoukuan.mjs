#!/usr/bin/env node
// 收款二维码：只生成收款请求，不签名、不转账、不读取私钥。
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { getAddress, parseUnits } from 'ethers';

const { values: 参数 } = parseArgs({
  options: {
    链: { type: 'string', default: 'ethereum' },
    金额: { type: 'string' },
    代币: { type: 'string' },
    备注: { type: 'string' },
    配置: { type: 'string', default: 'shoukuan.config.json' },
  },
});

function 退出(消息) {
  console.error(`✖ ${消息}`);
  process.exit(1);
}

if (!fs.existsSync(参数.配置)) 退出(`找不到 ${参数.配置}，请先复制模板并由用户本人填写地址`);
const 原文 = fs.readFileSync(参数.配置, 'utf8');

// 安全检查：配置里不应出现私钥或助记词
if (/\b(0x)?[0-9a-fA-F]{64}\b/.test(原文) || /(\b[a-z]{3,8}\b\s+){11,23}\b[a-z]{3,8}\b/.test(原文)) {
  退出('配置文件中疑似包含私钥或助记词！请立即删除，本工具不需要也不会使用它们。');
}

const 配置 = JSON.parse(原文);
const 地址表 = 配置['地址'] || {};

function 分组(地址) {
  return 地址.replace(/^0x/, '0x ').match(/.{1,4}/g).join(' ');
}

function 以太坊请求() {
  let 地址;
  try {
    地址 = getAddress((地址表.ethereum || '').trim()); // EIP-55 校验和
  } catch {
    退出('ethereum 地址无效或校验和错误，请用户从自己的钱包重新复制');
  }
  if (参数.代币) {
    const 代币 = (配置['代币'] || {})[参数.代币];
    if (!代币) 退出(`配置中没有代币 ${参数.代币}`);
    const 合约 = getAddress(代币['合约']);
    const 数量 = 参数.金额 ? parseUnits(参数.金额, 代币['小数位']).toString() : null;
    // EIP-681: 调用代币合约 transfer(收款地址, 数量)
    const 链接 = `ethereum:${合约}@${代币['链ID']}/transfer?address=${地址}${数量 ? `&uint256=${数量}` : ''}`;
    return { 链接, 地址 };
  }
  const wei = 参数.金额 ? parseUnits(参数.金额, 18).toString() : null;
  return { 链接: `ethereum:${地址}@1${wei ? `?value=${wei}` : ''}`, 地址 };
}

function 比特币请求() {
  const 地址 = (地址表.bitcoin || '').trim();
  if (!/^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/.test(地址)) {
    退出('bitcoin 地址格式无效，请用户从自己的钱包重新复制');
  }
  const q = new URLSearchParams();
  if (参数.金额) q.set('amount', 参数.金额);
  if (配置['收款人']) q.set('label', 配置['收款人']);
  if (参数.备注) q.set('message', 参数.备注);
  const 查询 = q.toString();
  return { 链接: `bitcoin:${地址}${查询 ? `?${查询}` : ''}`, 地址 };
}

const { 链接, 地址 } = 参数.链 === 'bitcoin' ? 比特币请求() : 以太坊请求();

console.log('\n收款人：', 配置['收款人'] || '(未填写)');
console.log('收款地址（请在您自己的钱包中核对）：');
console.log('  ', 分组(地址));
console.log('   前 6 位:', 地址.slice(0, 6), '  后 6 位:', 地址.slice(-6));
console.log('\n付款链接：\n  ', 链接, '\n');

console.log(await QRCode.toString(链接, { type: 'terminal', small: true }));
const 文件 = `收款码-${new Date().toISOString().replace(/[:.]/g, '-')}.png`;
await QRCode.toFile(文件, 链接, { margin: 2, width: 512 });
console.log(`二维码已保存：${文件}`);
console.log('提示：本工具只生成收款请求，不会发起或签署任何交易。');
