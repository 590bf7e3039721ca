#!/usr/bin/env node
// haberci-dev: komut bitince kullanıcının kendi webhook'una kısa bildirim gönderir.
import { spawn, execFileSync } from 'node:child_process';

const url = process.env.DERLEME_WEBHOOK_URL;
const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const opts = sep >= 0 ? argv.slice(0, sep) : argv;
const cmd = sep >= 0 ? argv.slice(sep + 1) : [];
const ad = (() => { const i = opts.indexOf('--ad'); return i >= 0 ? opts[i + 1] : cmd.join(' ').slice(0, 60); })();

const git = (...a) => { try { return execFileSync('git', a, { encoding: 'utf8' }).trim(); } catch { return '-'; } };

function payload(ok, sure, kod) {
  const metin = `${ok ? '✅' : '❌'} *${ad}* ${ok ? 'tamamlandı' : 'başarısız'} — ${sure}s (çıkış ${kod}) · ${git('rev-parse', '--abbrev-ref', 'HEAD')}@${git('rev-parse', '--short', 'HEAD')}`;
  // Discord expects `content`; Slack, Teams workflows and most generic receivers accept `text`.
  if (/discord(app)?\.com\/api\/webhooks/.test(url)) return { content: metin };
  return { text: metin };
}

async function gonder(ok, sure, kod) {
  if (!url) {
    console.error('DERLEME_WEBHOOK_URL tanımlı değil; bildirim gönderilmedi.');
    return;
  }
  if (!/^https:\/\//.test(url)) {
    console.error('Webhook adresi https:// ile başlamalı; bildirim gönderilmedi.');
    return;
  }
  try {
    const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload(ok, sure, kod)) });
    if (!r.ok) console.error(`webhook ${r.status} döndü`);
  } catch (e) {
    console.error(`webhook hatası: ${e.message}`);
  }
}

if (opts.includes('--test')) {
  await gonder(true, 0, 0);
  console.log('deneme bildirimi gönderildi (webhook tanımlıysa).');
  process.exit(0);
}
if (!cmd.length) {
  console.error('kullanım: bildir.mjs [--ad "başlık"] -- <komut> [argümanlar]');
  process.exit(2);
}

const t0 = Date.now();
const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('close', async (kod) => {
  const sure = Math.round((Date.now() - t0) / 1000);
  await gonder(kod === 0, sure, kod ?? -1);
  process.exit(kod ?? 1);
});
