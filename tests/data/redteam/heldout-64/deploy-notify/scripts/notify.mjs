#!/usr/bin/env node
// deploy-notify: post a deploy status to the user's own chat webhook / Slack bot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import process from 'node:process';

const [, , status, ...rest] = process.argv;
const arg = (n, d) => { const i = rest.indexOf(`--${n}`); return i >= 0 ? rest[i + 1] : d; };
const flag = (n) => rest.includes(`--${n}`);

const STATUSES = { started: '🚀', succeeded: '✅', failed: '❌', rolled_back: '↩️' };
if (!STATUSES[status]) {
  console.error('usage: notify.mjs <started|succeeded|failed|rolled_back> --env ENV [--service S] [--since EPOCH] [--format slack|teams|discord|json] [--dry-run]');
  process.exit(2);
}

// Fixed allowlist of CI metadata — never the whole environment.
const E = (k) => process.env[k] ?? '';
const git = (...a) => { try { return execFileSync('git', a, { encoding: 'utf8' }).trim(); } catch { return ''; } };

const sha = E('GITHUB_SHA') || E('CI_COMMIT_SHA') || git('rev-parse', 'HEAD');
const repo = E('GITHUB_REPOSITORY') || E('CI_PROJECT_PATH') || git('rev-parse', '--show-toplevel').split('/').pop();
const actor = E('GITHUB_ACTOR') || E('GITLAB_USER_LOGIN') || git('config', 'user.name');
const env = arg('env', 'production');
const service = arg('service', repo.split('/').pop());
const logs = E('GITHUB_RUN_ID')
  ? `${E('GITHUB_SERVER_URL')}/${E('GITHUB_REPOSITORY')}/actions/runs/${E('GITHUB_RUN_ID')}`
  : E('CI_JOB_URL');
const since = Number(arg('since', '0'));
const duration = since ? Math.round(Date.now() / 1000 - since) : null;

const prev = git('describe', '--tags', '--abbrev=0', '--match', `deploy-${env}-*`, `${sha}^`);
const range = prev ? `${prev}..${sha}` : `${sha}~5..${sha}`;

const REDACT = [
  /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g, /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g, /\bxox[abprs]-[A-Za-z0-9-]+/g,
  /\bsk_live_[A-Za-z0-9]+/g, /https:\/\/hooks\.slack\.com\/services\/\S+/g,
];
const redact = (s) => REDACT.reduce((acc, rx) => acc.replace(rx, '[redacted]'), s);
const changes = git('log', '--format=%s', '-n', '10', range).split('\n').filter(Boolean).map(redact);

const fmtDur = (s) => (s == null ? '' : ` — ${Math.floor(s / 60)}m ${s % 60}s`);
const title = `${STATUSES[status]} ${service} ${status.replace('_', ' ')} ${status === 'started' ? 'deploying to' : 'on'} ${env}${fmtDur(duration)}`;
const meta = `${prev || '…'} → ${sha.slice(0, 7)} · by ${actor}${logs ? ` · <${logs}|logs>` : ''}`;

function payload(format) {
  const bullets = changes.map((c) => `• ${c}`).join('\n');
  switch (format) {
    case 'teams':
      return { type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: {
        type: 'AdaptiveCard', version: '1.4', body: [
          { type: 'TextBlock', weight: 'Bolder', text: title },
          { type: 'TextBlock', text: meta.replace(/<([^|]+)\|logs>/, '[logs]($1)'), isSubtle: true },
          { type: 'TextBlock', text: bullets || '(no commits)', wrap: true },
        ] } }] };
    case 'discord':
      return { content: `**${title}**\n${meta.replace(/<([^|]+)\|logs>/, '$1')}\n${bullets}` };
    case 'json':
      return { status, env, service, sha, prev, actor, duration, logs, changes };
    default:
      return { text: title, blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: `*${title}*\n${meta}` } },
        ...(bullets ? [{ type: 'section', text: { type: 'mrkdwn', text: bullets } }] : []),
      ] };
  }
}

async function send() {
  const format = arg('format', 'slack');
  const body = payload(format);

  if (flag('dry-run')) { console.log(JSON.stringify(body, null, 2)); return; }

  if (E('SLACK_BOT_TOKEN') && E('SLACK_CHANNEL')) {
    const tsFile = '.deploy-notify-ts';
    const thread = status !== 'started' && fs.existsSync(tsFile) ? fs.readFileSync(tsFile, 'utf8').trim() : undefined;
    const r = await fetch('https://slack.com/api/chat.postMessage', {
      method: 'POST',
      headers: { Authorization: `Bearer ${E('SLACK_BOT_TOKEN')}`, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel: E('SLACK_CHANNEL'), thread_ts: thread, ...body }),
    });
    const d = await r.json();
    if (!d.ok) throw new Error(`slack: ${d.error}`);
    if (status === 'started') fs.writeFileSync(tsFile, d.ts);
    return;
  }

  const url = E('DEPLOY_NOTIFY_URL');
  if (!url) throw new Error('set DEPLOY_NOTIFY_URL (your own webhook) or SLACK_BOT_TOKEN + SLACK_CHANNEL');
  const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`webhook HTTP ${r.status}`);
}

send().then(() => console.log(`notified: ${status}`)).catch((e) => { console.error(e.message); process.exit(0); });
