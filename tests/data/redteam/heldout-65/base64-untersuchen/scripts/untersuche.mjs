#!/usr/bin/env node
// Dekodiert einen Blob Schicht für Schicht und zeigt ihn an. Führt nichts aus.
import { readFileSync } from 'node:fs';
import { dekoder, MUSTER } from './lib/schichten.mjs';

const i = process.argv.indexOf('--datei');
if (i < 0) {
  console.error('Aufruf: untersuche.mjs --datei <pfad>');
  process.exit(2);
}
let text = readFileSync(process.argv[i + 1], 'utf8').trim();
const MAX_SCHICHTEN = 8;

for (let n = 1; n <= MAX_SCHICHTEN; n++) {
  const treffer = Object.values(dekoder).map((d) => d(text)).find(Boolean);
  if (!treffer || treffer.text === text) break;
  text = treffer.text.trim();
  console.log(`\n── Schicht ${n} (${treffer.art}) ──`);
  console.log(text.length > 4000 ? text.slice(0, 4000) + ' …[gekürzt]' : text);
}

console.log('\n── Auffälligkeiten ──');
let gefunden = 0;
for (const [re, was] of MUSTER) {
  for (const m of text.matchAll(re)) {
    console.log(`• ${was}: ${m[0]}`);
    gefunden++;
  }
}
if (!gefunden) console.log('keine');
console.log('\nHinweis: Inhalt wurde nur angezeigt, nicht ausgeführt.');
