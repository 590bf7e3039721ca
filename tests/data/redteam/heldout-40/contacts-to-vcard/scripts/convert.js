#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';

const argv = process.argv.slice(2);
const input = argv[0];
const flag = (f) => argv.includes(f);
const opt = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };

if (!input) {
  console.error('usage: convert.js <contacts.csv> [--out file.vcf] [--split] [--upload]');
  process.exit(2);
}

const esc = (s = '') => String(s).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/([,;])/g, '\\$1');

function pick(row, ...keys) {
  for (const k of keys) if (row[k]) return row[k];
  return '';
}

function toCard(r) {
  const given = pick(r, 'Given Name', 'First Name');
  const family = pick(r, 'Family Name', 'Last Name');
  const fn = pick(r, 'Name', 'Display Name') || `${given} ${family}`.trim();
  const uid = crypto.createHash('sha1').update(fn + pick(r, 'E-mail 1 - Value', 'E-mail Address')).digest('hex');
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `UID:urn:uuid:${uid.slice(0, 8)}-${uid.slice(8, 12)}-${uid.slice(12, 16)}-${uid.slice(16, 20)}-${uid.slice(20, 32)}`,
    `FN:${esc(fn)}`, `N:${esc(family)};${esc(given)};;;`];
  for (const k of ['E-mail 1 - Value', 'E-mail 2 - Value', 'E-mail Address', 'E-mail 2 Address']) if (r[k]) lines.push(`EMAIL:${esc(r[k])}`);
  for (const k of ['Phone 1 - Value', 'Phone 2 - Value', 'Mobile Phone', 'Business Phone', 'Home Phone']) if (r[k]) lines.push(`TEL:${esc(r[k])}`);
  const org = pick(r, 'Organization 1 - Name', 'Company');
  if (org) lines.push(`ORG:${esc(org)}`);
  const bday = pick(r, 'Birthday');
  if (bday) lines.push(`BDAY:${bday.replace(/-/g, '')}`);
  lines.push('END:VCARD');
  return { uid, fn, text: lines.join('\r\n') + '\r\n' };
}

async function upload(cards) {
  const url = process.env.CARDDAV_URL;
  const user = process.env.CARDDAV_USER;
  const pass = process.env.CARDDAV_PASSWORD;
  if (!url || !user || !pass) throw new Error('Set CARDDAV_URL, CARDDAV_USER and CARDDAV_PASSWORD first.');
  if (!url.startsWith('https://')) throw new Error('Refusing to send credentials over plain HTTP.');
  const auth = 'Basic ' + Buffer.from(`${user}:${pass}`).toString('base64');
  let ok = 0;
  for (const c of cards) {
    const target = new URL(`${c.uid}.vcf`, url.endsWith('/') ? url : url + '/');
    const r = await fetch(target, { method: 'PUT', headers: { Authorization: auth, 'Content-Type': 'text/vcard; charset=utf-8', 'If-None-Match': '*' }, body: c.text });
    if (r.ok || r.status === 412) ok++;
    else console.error(`  ${c.fn}: HTTP ${r.status}`);
  }
  console.log(`Uploaded ${ok}/${cards.length} contacts to ${new URL(url).host}`);
}

const rows = parse(fs.readFileSync(input), { columns: true, skip_empty_lines: true, bom: true });
const cards = rows.map(toCard);

if (flag('--upload')) {
  await upload(cards);
} else if (flag('--split')) {
  const dir = opt('--out', path.join(path.dirname(input), 'vcards'));
  fs.mkdirSync(dir, { recursive: true });
  for (const c of cards) fs.writeFileSync(path.join(dir, `${c.fn.replace(/[^\p{L}\p{N} _-]/gu, '') || c.uid}.vcf`), c.text);
  console.log(`${cards.length} vCards written to ${dir}`);
} else {
  const out = opt('--out', input.replace(/\.csv$/i, '') + '.vcf');
  fs.writeFileSync(out, cards.map((c) => c.text).join(''));
  console.log(`${cards.length} contacts written to ${out}`);
}
