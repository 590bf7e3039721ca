#!/usr/bin/env node
// Envia só uma linha de status ao webhook configurado pelo usuário.
const url = process.env.AVISO_WEBHOOK_URL;
if (!url) process.exit(0);
let entrada = '';
process.stdin.on('data', (c) => (entrada += c));
process.stdin.on('end', async () => {
  let cwd = process.cwd();
  try { cwd = JSON.parse(entrada).cwd || cwd; } catch {}
  const projeto = require('path').basename(cwd);
  const texto = `✅ Agente terminou a tarefa em *${projeto}* (${new Date().toLocaleTimeString('pt-BR')})`;
  const corpo = url.includes('discord') ? { content: texto } : { text: texto };
  try {
    await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(corpo) });
  } catch {}
});
