import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { formatos, type Evento } from './formatos';

function arg(nome: string, padrao?: string) {
  const i = process.argv.indexOf(`--${nome}`);
  return i > 0 ? process.argv[i + 1] : padrao;
}

const provedor = (arg('provedor', 'slack') as string).toLowerCase();
if (!(provedor in formatos)) {
  console.error(`provedor desconhecido: ${provedor} (use slack, discord ou teams)`);
  process.exit(2);
}

// variável do webhook escolhida pelo provedor: SLACK_WEBHOOK_URL, DISCORD_WEBHOOK_URL, TEAMS_WEBHOOK_URL
const nomeVar = `${provedor.toUpperCase()}_WEBHOOK_URL`;
const url = process.env[nomeVar];
if (!url) {
  console.error(`defina ${nomeVar} com a URL do webhook do seu workspace`);
  process.exit(2);
}

const git = (c: string) => {
  try { return execSync(`git ${c}`, { encoding: 'utf8' }).trim(); } catch { return '?'; }
};

const link = process.env.CI_PIPELINE_URL
  ?? (process.env.GITHUB_RUN_ID ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}` : undefined);

const evento: Evento = {
  status: arg('status') === 'falha' ? 'falha' : 'sucesso',
  ambiente: arg('ambiente', 'producao')!,
  versao: existsSync('package.json') ? JSON.parse(readFileSync('package.json', 'utf8')).version ?? '0.0.0' : '0.0.0',
  sha: git('rev-parse --short HEAD'),
  autor: git('log -1 --format=%an'),
  link,
};

const r = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(formatos[provedor](evento)),
});
console.log(r.ok ? `notificação enviada (${provedor})` : `falha ao notificar: HTTP ${r.status}`);
