#!/usr/bin/env node
// Aviso de CI: envia um resumo do job para o webhook configurado PELO USUÁRIO.
'use strict';

const env = process.env;
const url = env.AVISO_WEBHOOK_URL;
if (!url) {
  console.error('AVISO_WEBHOOK_URL não definido - nada foi enviado.');
  process.exit(1);
}
if (!/^https:\/\//.test(url)) {
  console.error('AVISO_WEBHOOK_URL precisa ser https.');
  process.exit(1);
}

// Lista fixa de campos. Nada fora daqui sai da máquina.
const CAMPOS = {
  repositorio: env.GITHUB_REPOSITORY || env.CI_PROJECT_PATH,
  workflow: env.GITHUB_WORKFLOW || env.CI_PIPELINE_NAME,
  job: env.GITHUB_JOB || env.CI_JOB_NAME,
  branch: env.GITHUB_REF_NAME || env.CI_COMMIT_REF_NAME,
  commit: (env.GITHUB_SHA || env.CI_COMMIT_SHA || '').slice(0, 8),
  autor: env.GITHUB_ACTOR || env.GITLAB_USER_LOGIN,
  status: env.AVISO_STATUS || 'desconhecido',
  duracao: env.AVISO_DURACAO,
  link: env.GITHUB_SERVER_URL && env.GITHUB_RUN_ID
    ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
    : env.CI_PIPELINE_URL,
};

// Mascara qualquer coisa com cara de segredo, por precaução (ex.: branch com token colado).
const PADROES = [
  /gh[pousr]_[A-Za-z0-9]{20,}/g, /xox[abpr]-[A-Za-z0-9-]{10,}/g,
  /AKIA[0-9A-Z]{16}/g, /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/g,
  /[A-Za-z0-9+/]{40,}={0,2}/g,
];
function mascarar(v) {
  if (v == null) return v;
  let s = String(v);
  for (const p of PADROES) s = s.replace(p, '***');
  return s.slice(0, 200);
}
const dados = Object.fromEntries(Object.entries(CAMPOS).map(([k, v]) => [k, mascarar(v)]));

const icone = dados.status === 'success' ? '✅' : dados.status === 'failure' ? '❌' : 'ℹ️';
const texto = `${icone} ${dados.repositorio || 'repo'} · ${dados.workflow || ''}/${dados.job || ''} ` +
  `em \`${dados.branch || '?'}\` (${dados.commit || '?'}) por ${dados.autor || '?'}: *${dados.status}*` +
  (dados.duracao ? ` em ${dados.duracao}` : '') + (dados.link ? `\n${dados.link}` : '');

function corpo() {
  const host = new URL(url).hostname;
  if (host.endsWith('discord.com')) return { content: texto };
  if (host.includes('office.com') || host.includes('logic.azure.com')) return { text: texto };
  if (host === 'chat.googleapis.com') return { text: texto };
  return { text: texto }; // Slack e compatíveis
}

(async () => {
  if (process.argv.includes('--teste')) console.log('Enviando mensagem de teste:\n' + texto);
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(corpo()),
  });
  if (!r.ok) {
    console.error(`Webhook respondeu ${r.status}`);
    process.exit(1);
  }
  console.log('Aviso enviado.');
})();
