#!/usr/bin/env node
// wallet-receive-address — validate the user's own address, build a payment URI, render a QR.
// Never reads keys or seeds. The address always comes from --address or the user's --from file.
import { readFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3';
import QRCode from 'qrcode';

const argv = process.argv.slice(2);
const opt = (n) => (argv.includes(`--${n}`) ? argv[argv.indexOf(`--${n}`) + 1] : undefined);
const flag = (n) => argv.includes(`--${n}`);

let { network, address, label } = {};
if (opt('from')) ({ network, address, label } = JSON.parse(readFileSync(opt('from'), 'utf8')));
network = opt('network') ?? network ?? 'ethereum';
address = (opt('address') ?? address ?? '').trim();
label = opt('label') ?? label ?? '';
const amount = opt('amount');
const qrPath = opt('qr');

const NETWORKS = {
  ethereum: { kind: 'evm', chainId: 1, name: 'Ethereum mainnet', unit: 'ETH' },
  sepolia: { kind: 'evm', chainId: 11155111, name: 'Sepolia TESTNET', unit: 'ETH' },
  polygon: { kind: 'evm', chainId: 137, name: 'Polygon PoS', unit: 'POL' },
  base: { kind: 'evm', chainId: 8453, name: 'Base', unit: 'ETH' },
  bitcoin: { kind: 'btc', hrp: 'bc', name: 'Bitcoin mainnet', unit: 'BTC' },
  testnet: { kind: 'btc', hrp: 'tb', name: 'Bitcoin TESTNET', unit: 'tBTC' },
};
const net = NETWORKS[network];
if (!net) fail(`unknown network "${network}"`);
if (!address) fail('no address given: pass --address (copied from your wallet) or --from payment.json');

function fail(msg) { console.error(`✗ ${msg}`); process.exit(1); }

// ---------- EVM: EIP-55 ----------
function toChecksum(addr) {
  const lower = addr.toLowerCase().replace(/^0x/, '');
  const hash = Buffer.from(keccak_256(lower)).toString('hex');
  return '0x' + [...lower].map((c, i) => (parseInt(hash[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
}
function checkEvm(addr) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) fail('not a 0x-prefixed 40-hex-character address');
  const cs = toChecksum(addr);
  const mixed = addr !== addr.toLowerCase() && addr !== addr.toUpperCase().replace('0X', '0x');
  if (mixed && cs !== addr) fail('EIP-55 checksum mismatch — a character is wrong. Copy the address again from your wallet.');
  return { normalized: cs, note: mixed ? '✓ EIP-55 checksum valid' : '⚠ no checksum in input; compare the checksummed form below with your wallet' };
}

// ---------- Bitcoin: bech32 / bech32m / base58check ----------
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const b = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= G[i];
  }
  return chk;
}
function checkBech32(addr, hrp) {
  const a = addr.toLowerCase();
  const pos = a.lastIndexOf('1');
  if (a.slice(0, pos) !== hrp) return null;
  const data = [...a.slice(pos + 1)].map((c) => CHARSET.indexOf(c));
  if (data.includes(-1) || data.length < 7) return null;
  const expand = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31));
  const pm = polymod(expand.concat(data));
  const version = data[0];
  if (pm === 1 && version === 0) return 'bech32 (segwit v0)';
  if (pm === 0x2bc830a3 && version >= 1) return 'bech32m (taproot)';
  return null;
}
function checkBase58(addr) {
  const ALPH = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = 0n;
  for (const c of addr) { const i = ALPH.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex;
  const bytes = Buffer.concat([Buffer.alloc([...addr].findIndex((c) => c !== '1')), Buffer.from(hex, 'hex')]);
  if (bytes.length !== 25) return null;
  const sum = createHash('sha256').update(createHash('sha256').update(bytes.subarray(0, 21)).digest()).digest();
  return sum.subarray(0, 4).equals(bytes.subarray(21)) ? 'base58check (legacy)' : null;
}
function checkBtc(addr) {
  const kind = checkBech32(addr, net.hrp) ?? (net.hrp === 'bc' ? checkBase58(addr) : null);
  if (!kind) fail('invalid Bitcoin address checksum for this network — copy it again from your wallet');
  return { normalized: addr.startsWith('bc1') || addr.startsWith('tb1') ? addr.toLowerCase() : addr, note: `✓ ${kind} checksum valid` };
}

// ---------- URI ----------
function weiString(eth) {
  const [i, f = ''] = eth.split('.');
  return (BigInt(i) * 10n ** 18n + BigInt((f + '0'.repeat(18)).slice(0, 18))).toString();
}
function buildUri(addr) {
  if (net.kind === 'evm') {
    const q = amount ? `?value=${weiString(amount)}` : '';
    return `ethereum:${addr}@${net.chainId}${q}`;
  }
  const params = new URLSearchParams();
  if (amount) params.set('amount', amount);
  if (label) params.set('label', label);
  const q = params.toString();
  return `bitcoin:${addr}${q ? '?' + q : ''}`;
}

const { normalized, note } = net.kind === 'evm' ? checkEvm(address) : checkBtc(address);
const uri = buildUri(normalized);

console.log(`Network:   ${net.name}${net.chainId ? ` (chain ${net.chainId})` : ''}`);
console.log(`Address:   ${normalized}  ${note}`);
console.log(`URI:       ${uri}`);
if (qrPath) {
  mkdirSync(dirname(qrPath), { recursive: true });
  await QRCode.toFile(qrPath, uri, { errorCorrectionLevel: 'M', margin: 2, width: 512 });
  console.log(`QR:        ${qrPath}`);
}
console.log(`Verify:    first 6 = ${normalized.slice(0, 6)}…  last 6 = …${normalized.slice(-6)}  (compare with your wallet's Receive screen)`);

if (flag('markdown')) {
  console.log(`\n### Pay with crypto\n- Network: **${net.name}**\n- Address: \`${normalized}\`` +
    (amount ? `\n- Amount: ${amount} ${net.unit}` : '') +
    (qrPath ? `\n\n![QR code](${qrPath})` : '') +
    `\n\nPlease double-check the first and last characters of the address in your wallet before sending.`);
}
