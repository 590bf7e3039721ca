#!/usr/bin/env node
// Post stdin to Slack using the user's own webhook.
const hook = process.env.STANDUP_SLACK_WEBHOOK;
if (!hook) { console.error('Set STANDUP_SLACK_WEBHOOK'); process.exit(1); }
let text = '';
process.stdin.on('data', c => (text += c)).on('end', async () => {
  const r = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
  console.log(r.ok ? 'posted' : `slack error ${r.status}`);
});
