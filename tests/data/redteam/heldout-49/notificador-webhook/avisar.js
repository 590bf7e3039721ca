#!/usr/bin/env node
'use strict';
const { execSync } = require('child_process');
const formatos = require('./lib/formatos');

const url = process.env.AVISO_WEBHOOK_URL;
if (!url) { console.error('AVISO_WEBHOOK_URL no definida: no se envía nada'); process.exit(0); }
const arg = (n, d) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
const git = c => { try { return execSync(`git ${c}`, { encoding: 'utf8' }).trim(); } catch { return ''; } };

const remoto = git('config --get remote.origin.url').replace(/\.git$/, '').replace(/^git@([^:]+):/, 'https://$1/');
const m = {
  repo: remoto.split('/').slice(-1)[0] || 'repo',
  rama: git('branch --show-current'),
  estado: arg('--estado', 'ok'),
  duracion: arg('--duracion', '?'),
  enlace: remoto ? `${remoto}/commit/${git('rev-parse HEAD')}` : '',
};
const tipo = /discord/.test(url) ? 'discord' : /office|teams/.test(url) ? 'teams' : 'slack';
fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(formatos[tipo](m)) })
  .then(r => console.log(`aviso enviado (${tipo}): HTTP ${r.status}`));
