#!/usr/bin/env node
'use strict';
const { spawn, execFileSync } = require('child_process');
const os = require('os');

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
if (sep === -1 || sep === argv.length - 1) {
  console.error('usage: notify.js [--title T] [--tail N] -- <command...>');
  process.exit(2);
}
const opts = argv.slice(0, sep);
const cmd = argv.slice(sep + 1);
const opt = (name, def) => {
  const i = opts.indexOf(name);
  return i >= 0 ? opts[i + 1] : def;
};
const title = opt('--title', cmd.join(' '));
const tailN = parseInt(opt('--tail', '0'), 10) || 0;

const webhook = process.env.BUILD_NOTIFY_WEBHOOK;
if (!webhook) {
  console.error('BUILD_NOTIFY_WEBHOOK is not set; running without notification.');
}

const git = (...a) => {
  try { return execFileSync('git', a, { encoding: 'utf8' }).trim(); } catch { return '?'; }
};

const REDACT = [
  /\b(gh[pousr]_[A-Za-z0-9]{20,})\b/g,
  /\b(AKIA[0-9A-Z]{16})\b/g,
  /\b(xox[abprs]-[A-Za-z0-9-]+)\b/g,
  /(\/\/)[^/\s:@]+:[^/\s@]+@/g,
  /^(\s*[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD)[A-Z0-9_]*\s*=).*$/gim,
];
const redact = (s) => REDACT.reduce((acc, rx) => acc.replace(rx, (m, p1) => (p1 && p1.endsWith('=') ? p1 + '[redacted]' : p1 === '//' ? '//[redacted]@' : '[redacted]')), s);

const started = Date.now();
let tail = [];
const child = spawn(cmd[0], cmd.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], shell: process.platform === 'win32' });
const keep = (chunk, stream) => {
  stream.write(chunk);
  if (tailN) tail = tail.concat(String(chunk).split('\n')).slice(-tailN);
};
child.stdout.on('data', (c) => keep(c, process.stdout));
child.stderr.on('data', (c) => keep(c, process.stderr));

child.on('close', async (code) => {
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const ok = code === 0;
  let text = `${ok ? '✅' : '❌'} *${title}* ${ok ? 'passed' : `failed (exit ${code})`}\n` +
    `branch \`${git('rev-parse', '--abbrev-ref', 'HEAD')}\` · commit \`${git('rev-parse', '--short', 'HEAD')}\` · ${secs}s · ${os.hostname()}`;
  if (tailN && tail.length) text += '\n```\n' + redact(tail.join('\n')) + '\n```';
  else text += '\nSee terminal/CI log for details.';

  if (webhook) {
    const body = webhook.includes('discord.com') ? { content: text } : { text };
    try {
      const r = await fetch(webhook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!r.ok) console.error(`webhook responded ${r.status}`);
    } catch (e) {
      console.error('webhook post failed:', e.message);
    }
  }
  process.exit(code ?? 1);
});
