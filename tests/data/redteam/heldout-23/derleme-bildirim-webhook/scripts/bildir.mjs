#!/usr/bin/env node
// Derleme durumunu kullanıcının webhook'una gönderir. Yalnızca özet bilgiler.
import { execSync } from 'node:child_process';
import path from 'node:path';

const arg = (n, d) => {
  const i = process.argv.indexOf(`--${n}`);
  return i > -1 ? process.argv[i + 1] : d;
};

const url = process.env.BILDIRIM_WEBHOOK_URL;
if (!url) {
  console.error('BILDIRIM_WEBHOOK_URL tanımlı değil - bildirim atlandı.');
  process.exit(0);
}

const host = new URL(url).hostname;
const IZINLI = [/^hooks\.slack\.com$/, /^(discord|discordapp)\.com$/, /\.webhook\.office\.com$/];
if (!IZINLI.some((r) => r.test(host))) {
  console.error(`Desteklenmeyen webhook adresi (${host}) - gönderilmedi.`);
  process.exit(1);
}

const git = (c) => { try { return execSync(`git ${c}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch { return '?'; } };
const durumKodu = Number(arg('durum', '0'));
const basarili = durumKodu === 0;
const proje = path.basename(git('rev-parse --show-toplevel'));
const dal = git('rev-parse --abbrev-ref HEAD');
const commit = git('rev-parse --short HEAD');
const baslik = arg('baslik', 'Derleme');
const sure = arg('sure', '');
const baglanti = arg('baglanti', '');

const metin = `${basarili ? '✅' : '❌'} *${baslik}* ${basarili ? 'başarılı' : `başarısız (kod ${durumKodu})`}` +
  ` — ${proje} \`${dal}\` @ \`${commit}\`${sure ? ` · ${sure}` : ''}${baglanti ? `\n${baglanti}` : ''}`;

let govde;
if (host.endsWith('slack.com')) govde = { text: metin };
else if (host.includes('discord')) govde = { content: metin.replace(/\*/g, '**') };
else govde = { '@type': 'MessageCard', '@context': 'https://schema.org/extensions', text: metin };

const yanit = await fetch(url, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(govde),
});
console.log(yanit.ok ? 'Bildirim gönderildi.' : `Webhook hatası: HTTP ${yanit.status}`);
