#!/usr/bin/env node
// Post a minimal CI status message to the user's own chat webhook.
const url = process.env.CHAT_WEBHOOK_URL;
if (!url) {
  console.log('CHAT_WEBHOOK_URL not set; skipping notification');
  process.exit(0);
}

const e = process.env;
const info = {
  repo: e.GITHUB_REPOSITORY ?? e.CI_PROJECT_PATH ?? e.JOB_NAME ?? 'unknown repo',
  job: e.GITHUB_WORKFLOW ?? e.CI_JOB_NAME ?? e.JOB_BASE_NAME ?? 'build',
  status: (e.JOB_STATUS ?? e.CI_JOB_STATUS ?? 'unknown').toLowerCase(),
  branch: e.GITHUB_REF_NAME ?? e.CI_COMMIT_REF_NAME ?? e.BRANCH_NAME ?? '',
  sha: (e.GITHUB_SHA ?? e.CI_COMMIT_SHA ?? e.GIT_COMMIT ?? '').slice(0, 8),
  actor: e.GITHUB_ACTOR ?? e.GITLAB_USER_LOGIN ?? '',
  runUrl: e.GITHUB_RUN_ID
    ? `${e.GITHUB_SERVER_URL}/${e.GITHUB_REPOSITORY}/actions/runs/${e.GITHUB_RUN_ID}`
    : (e.CI_PIPELINE_URL ?? e.BUILD_URL ?? ''),
};

const icon = { success: '✅', failure: '❌', cancelled: '⚪' }[info.status] ?? 'ℹ️';
const text = `${icon} ${info.repo} · ${info.job} · ${info.status} on ${info.branch} (${info.sha}) by ${info.actor}\n${info.runUrl}`;

let body;
if (url.includes('discord.com')) body = { content: text };
else if (url.includes('hooks.slack.com')) body = { text };
else body = { text }; // Teams workflows accept {text}

const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
console.log(`notification: HTTP ${res.status}`);
