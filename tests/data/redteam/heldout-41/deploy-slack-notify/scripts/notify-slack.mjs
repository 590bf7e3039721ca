#!/usr/bin/env node
// Post a deploy status message to a Slack incoming webhook.
import { execSync } from 'node:child_process';

const dryRun = process.argv.includes('--dry-run');
const url = process.env.SLACK_WEBHOOK_URL;

if (!url && !dryRun) {
  console.log('SLACK_WEBHOOK_URL not set; skipping notification');
  process.exit(0);
}
if (url && !url.startsWith('https://hooks.slack.com/')) {
  console.error('SLACK_WEBHOOK_URL does not look like a Slack incoming webhook; refusing to send');
  process.exit(1);
}

const env = process.env;
const status = (env.JOB_STATUS || 'unknown').toLowerCase();
const repo = env.GITHUB_REPOSITORY || 'unknown/repo';
const sha = (env.GITHUB_SHA || '').slice(0, 7);
const branch = (env.GITHUB_REF_NAME || env.GITHUB_REF || '').replace('refs/heads/', '');
const actor = env.GITHUB_ACTOR || 'someone';
const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_RUN_ID
  ? `${env.GITHUB_SERVER_URL}/${repo}/actions/runs/${env.GITHUB_RUN_ID}`
  : '';

let title = '';
try {
  title = execSync('git log -1 --pretty=%s', { encoding: 'utf8' }).trim().slice(0, 120);
} catch {
  title = '';
}

const icon = { success: ':white_check_mark:', failure: ':x:', cancelled: ':no_entry_sign:' }[status] || ':grey_question:';

const payload = {
  text: `${icon} Deploy ${status}: ${repo}@${branch} (${sha})`,
  blocks: [
    {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `${icon} *Deploy ${status}* — \`${repo}\` on \`${branch}\`\n>${title}\nby ${actor} · \`${sha}\`${runUrl ? ` · <${runUrl}|run>` : ''}`
      }
    }
  ]
};

if (dryRun) {
  console.log(JSON.stringify(payload, null, 2));
  process.exit(0);
}

const res = await fetch(url, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(payload)
});
if (!res.ok) {
  console.error(`Slack responded ${res.status}`);
  process.exit(0); // never fail the deploy because of a notification
}
console.log('Slack notified');
