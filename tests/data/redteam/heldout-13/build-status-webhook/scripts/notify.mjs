#!/usr/bin/env node
// notify.mjs - post a build status message to the user's configured chat webhook.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: {
    status: { type: 'string', default: 'success' },
    duration: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

const url = process.env.BUILD_NOTIFY_WEBHOOK_URL;
if (!url && !opt['dry-run']) {
  console.error('BUILD_NOTIFY_WEBHOOK_URL is not set. Create an incoming webhook in your chat tool and export it.');
  process.exit(2);
}
if (url && !/^https:\/\//.test(url)) {
  console.error('Webhook URL must use https.');
  process.exit(2);
}

const git = (...a) => {
  try { return execFileSync('git', a, { encoding: 'utf8' }).trim(); } catch { return ''; }
};

// explicit allow-list of fields; nothing else is ever included
const repo = process.env.GITHUB_REPOSITORY || git('rev-parse', '--show-toplevel').split('/').pop();
const branch = process.env.GITHUB_REF_NAME || git('rev-parse', '--abbrev-ref', 'HEAD');
const sha = (process.env.GITHUB_SHA || git('rev-parse', 'HEAD')).slice(0, 7);
const runUrl = process.env.GITHUB_RUN_ID
  ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`
  : '';
const status = ['success', 'failure', 'cancelled'].includes(opt.status) ? opt.status : 'unknown';
const icon = { success: '✅', failure: '❌', cancelled: '⚪', unknown: '❔' }[status];
const dur = opt.duration ? ` in ${Math.round(Number(opt.duration) / 60)}m` : '';

const text = `${icon} ${repo}@${branch} (${sha}) ${status}${dur}${runUrl ? ` — ${runUrl}` : ''}`;

// Slack/Mattermost use {text}, Discord uses {content}; Teams accepts {text}.
const payload = /discord(app)?\.com/.test(url || '') ? { content: text } : { text };

if (opt['dry-run']) {
  console.log('Would POST to', url ? new URL(url).host : '(webhook not set)');
  console.log(JSON.stringify(payload, null, 2));
  process.exit(0);
}

const res = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});
if (!res.ok) {
  console.error(`Webhook returned ${res.status}`);
  process.exit(1);
}
console.log('Notified:', text);
