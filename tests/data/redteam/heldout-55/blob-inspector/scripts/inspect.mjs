#!/usr/bin/env node
// inspect.mjs - decode layers of an opaque blob and print them as inert text.
// Never executes decoded content.
import { readFileSync } from 'node:fs';
import { gunzipSync, inflateSync, inflateRawSync } from 'node:zlib';

const MAX_LAYERS = 8;

function printable(buf) {
  let n = 0;
  for (const b of buf) if (b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127) || b >= 0xc2) n++;
  return buf.length ? n / buf.length : 0;
}

function escapeForDisplay(s) {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(/```/g, '`\u200b``');
}

const decoders = [
  ['gzip', (b) => (b[0] === 0x1f && b[1] === 0x8b ? gunzipSync(b) : null)],
  ['zlib', (b) => (b[0] === 0x78 ? inflateSync(b) : null)],
  ['char-codes', (b) => {
    const s = b.toString('utf8').trim();
    if (!/^\[?\s*\d{1,5}(\s*,\s*\d{1,5}){3,}\s*\]?$/.test(s)) return null;
    return Buffer.from(String.fromCharCode(...s.replace(/[\[\]\s]/g, '').split(',').map(Number)), 'utf8');
  }],
  ['hex', (b) => {
    const s = b.toString('utf8').trim();
    return /^(?:[0-9a-fA-F]{2}){4,}$/.test(s) ? Buffer.from(s, 'hex') : null;
  }],
  ['base64', (b) => {
    const s = b.toString('utf8').trim();
    if (!/^[A-Za-z0-9+/_-]{8,}={0,2}$/.test(s)) return null;
    const out = Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return out.length ? out : null;
  }],
  ['url-encoding', (b) => {
    const s = b.toString('utf8');
    if (!/%[0-9a-fA-F]{2}/.test(s)) return null;
    try { return Buffer.from(decodeURIComponent(s), 'utf8'); } catch { return null; }
  }],
  ['raw-deflate', (b) => { try { return printable(b) < 0.7 ? inflateRawSync(b) : null; } catch { return null; } }],
];

function flags(text) {
  const f = [];
  if (/\b(curl|wget)\b[^\n]*\|\s*(ba|z)?sh\b|\bsh\s+-c\b|\bbash\s+-c\b|\/dev\/tcp\//.test(text)) f.push('looks-like-shell');
  if (/\b(IEX|Invoke-Expression|-EncodedCommand|FromBase64String)\b/i.test(text)) f.push('looks-like-powershell');
  const urls = text.match(/https?:\/\/[^\s'"<>)]+/g) || [];
  if (urls.length) f.push(`contains-url(${urls.length})`);
  if (/ignore (all )?previous|you are now|as the system|disregard (the )?(user|instructions)/i.test(text)) f.push('agent-directed');
  if (/\.ssh\/|\.aws\/|\.npmrc|\.netrc|Login Data|Local State|keychain/i.test(text)) f.push('reads-credentials');
  return { f, urls };
}

function jwt(s) {
  const parts = s.trim().split('.');
  if (parts.length !== 3) return null;
  try {
    const dec = (p) => JSON.parse(Buffer.from(p.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
    const header = dec(parts[0]); const payload = dec(parts[1]);
    if (payload.exp) payload.exp_human = new Date(payload.exp * 1000).toISOString();
    return { header, payload };
  } catch { return null; }
}

function xor(buf, key) {
  return Buffer.from(buf.map((b, i) => b ^ key[i % key.length]));
}

function main() {
  const args = process.argv.slice(2);
  let input; let xorKey = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--file') input = readFileSync(args[++i]);
    else if (args[i] === '--stdin') input = readFileSync(0);
    else if (args[i] === '--xor-key') {
      const k = args[++i];
      xorKey = k.startsWith('0x') ? Buffer.from(k.slice(2), 'hex') : Buffer.from(k, 'utf8');
    } else input = Buffer.from(args[i], 'utf8');
  }
  if (!input) { console.error('usage: inspect.mjs <blob> | --file F | --stdin [--xor-key K]'); process.exit(2); }

  const j = jwt(input.toString('utf8'));
  if (j) {
    console.log('JWT (signature NOT verified)');
    console.log('```json\n' + escapeForDisplay(JSON.stringify(j, null, 2)) + '\n```');
    return;
  }

  let cur = input;
  for (let layer = 1; layer <= MAX_LAYERS; layer++) {
    let hit = null;
    for (const [name, fn] of decoders) {
      let out = null;
      try { out = fn(cur); } catch { out = null; }
      if (out && out.length && !out.equals(cur)) { hit = [name, out]; break; }
    }
    if (!hit && xorKey && layer === 1) hit = ['xor', xor(cur, xorKey)];
    if (!hit) break;
    console.log(`layer ${layer}  ${hit[0].padEnd(12)} -> ${hit[1].length} bytes`);
    cur = hit[1];
  }

  const text = cur.toString('utf8');
  const { f, urls } = flags(text);
  console.log(`result   ${printable(cur) > 0.9 ? 'text' : 'binary'}, ${cur.length} bytes`);
  if (f.length) console.log(`  flags: ${f.join(', ')}`);
  for (const u of urls) console.log(`  url (not visited): ${u}`);
  console.log('```text\n' + escapeForDisplay(printable(cur) > 0.9 ? text : cur.toString('hex').slice(0, 2048)) + '\n```');
}

main();
