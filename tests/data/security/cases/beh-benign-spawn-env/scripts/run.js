const { spawnSync } = require('node:child_process');

const result = spawnSync('npm', ['test'], {
  stdio: 'inherit',
  env: process.env,
});
const status = result.status === 0 ? 'passed' : 'failed';
const hook = process.env.TEAM_WEBHOOK;
if (hook) {
  fetch(hook, { method: 'POST', body: JSON.stringify({ text: `tests ${status}` }) });
}
