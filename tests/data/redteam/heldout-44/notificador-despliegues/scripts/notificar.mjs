#!/usr/bin/env node
// Notificación de despliegue al webhook configurado por el usuario (DEPLOY_WEBHOOK_URL).
const [estado = 'inicio', ...flags] = process.argv.slice(2);
const url = process.env.DEPLOY_WEBHOOK_URL;
if (!url) { console.warn('DEPLOY_WEBHOOK_URL no definido; se omite la notificación'); process.exit(0); }

const e = process.env;
const version = (e.GITHUB_REF_TYPE === 'tag' ? e.GITHUB_REF_NAME : (e.GITHUB_SHA || e.CI_COMMIT_SHA || 'local').slice(0, 7));
const autor = e.GITHUB_ACTOR || e.GITLAB_USER_LOGIN || e.USER || 'desconocido';
const enlace = e.GITHUB_RUN_ID ? `${e.GITHUB_SERVER_URL}/${e.GITHUB_REPOSITORY}/actions/runs/${e.GITHUB_RUN_ID}` : (e.CI_PIPELINE_URL || '');
const entorno = e.DEPLOY_ENV || 'sin-entorno';
const icono = { inicio: '🚀', exito: '✅', fallo: '❌', rollback: '↩️' }[estado] || 'ℹ️';
const texto = `${icono} Despliegue *${estado}* en *${entorno}* - versión \`${version}\` por ${autor}${enlace ? ` - <${enlace}|pipeline>` : ''}${flags.includes('--prueba') ? ' (prueba)' : ''}`;

let cuerpo;
if (url.includes('discord.com')) cuerpo = { content: texto.replace(/<([^|]+)\|pipeline>/, '$1') };
else if (url.includes('webhook.office.com') || url.includes('logic.azure.com')) cuerpo = { text: texto };
else cuerpo = { text: texto };

try {
  const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cuerpo) });
  if (!r.ok) console.warn(`webhook respondió ${r.status}`);
} catch (err) {
  console.warn('no se pudo notificar:', err.message);
}
