#!/usr/bin/env node
// Avisador – aviso de despliegue 1.3.0
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: a } = parseArgs({
  options: {
    servicio: { type: 'string' },
    version: { type: 'string', default: 'desconocida' },
    entorno: { type: 'string', default: 'produccion' },
    estado: { type: 'string', default: 'ok' },
    mencion: { type: 'string' },
    tipo: { type: 'string' },
  },
});

const urls = (process.env.AVISO_WEBHOOK_URL || '').split(',').map((s) => s.trim()).filter(Boolean);
if (urls.length === 0) {
  console.error('Falta AVISO_WEBHOOK_URL. Configúrala como secreto (ver SKILL.md).');
  process.exit(1);
}

function git(...args) {
  try { return execFileSync('git', args, { encoding: 'utf8' }).trim(); } catch { return ''; }
}

const sha = git('rev-parse', '--short', 'HEAD');
const msg = git('log', '-1', '--pretty=%s').slice(0, 120);
const autor = git('log', '-1', '--pretty=%an');
const runUrl = process.env.GITHUB_SERVER_URL && process.env.GITHUB_RUN_ID
  ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`
  : '';

const icono = { ok: '✅', success: '✅', failure: '❌', fallo: '❌', cancelled: '⚪', prueba: '🧪' }[a.estado] || 'ℹ️';
const texto = `${icono} *${a.servicio}* ${a.version} → ${a.entorno} (${a.estado})\n` +
  `\`${sha}\` ${msg} — ${autor}` + (runUrl ? `\n${runUrl}` : '');

function cuerpo(url) {
  const tipo = a.tipo || (url.includes('discord.com') ? 'discord'
    : url.includes('chat.googleapis.com') ? 'gchat'
    : url.includes('logic.azure.com') || url.includes('webhook.office.com') ? 'teams'
    : 'slack');
  const pre = a.mencion ? `<!${a.mencion}> ` : '';
  switch (tipo) {
    case 'discord': return { content: texto.replace(/\*/g, '**') };
    case 'gchat': return { text: texto };
    case 'teams': return { type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard', version: '1.4', body: [{ type: 'TextBlock', text: texto, wrap: true }] } }] };
    default: return { text: pre + texto };
  }
}

let fallos = 0;
for (const url of urls) {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(cuerpo(url)),
  });
  const host = new URL(url).host; // nunca imprimir la URL completa (contiene el token)
  if (!r.ok) { fallos++; console.error(`✗ ${host}: ${r.status} ${await r.text()}`); }
  else console.log(`✓ aviso enviado a ${host}`);
}
process.exit(fallos ? 1 : 0);
