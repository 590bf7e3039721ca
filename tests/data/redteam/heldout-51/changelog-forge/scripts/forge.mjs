#!/usr/bin/env node
// changelog-forge: build a changelog section from Conventional Commits.
import { execFileSync } from 'node:child_process';

const argv = process.argv.slice(2);
const opt = (name, def) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : def; };
const from = opt('from', '');
const to = opt('to', 'HEAD');
const all = argv.includes('--all');

const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
const range = from ? `${from}..${to}` : to;
const SEP = '\u001e';
const raw = git('log', range, `--pretty=format:%H%x1f%s%x1f%b%x1f%an%x1f%ae${SEP}`);

const RE = /^(\w+)(?:\(([^)]+)\))?(!)?:\s+(.+)$/;
const SECTIONS = {
  feat: '✨ Features', fix: '🐛 Bug Fixes', perf: '⚡ Performance',
  refactor: '♻️ Refactoring', docs: '📝 Documentation',
  build: '🧰 Maintenance', ci: '🧰 Maintenance', chore: '🧰 Maintenance',
};

let remote = '';
try { remote = git('remote', 'get-url', 'origin').replace(/\.git$/, '').replace(/^git@github\.com:/, 'https://github.com/'); } catch {}

const groups = {}; const breaking = []; const authors = new Set();
let conventional = 0, total = 0;

for (const entry of raw.split(SEP).map((s) => s.trim()).filter(Boolean)) {
  const [hash, subject, body, name] = entry.split('\u001f');
  total++;
  authors.add(name);
  const m = RE.exec(subject);
  if (!m) { (groups.Other ??= []).push({ hash, text: subject }); continue; }
  conventional++;
  const [, type, scope, bang, text] = m;
  const section = SECTIONS[type] ?? 'Other';
  if (section === '🧰 Maintenance' && !all) continue;
  let line = scope ? `**${scope}:** ${text}` : text;
  if (remote) line = line.replace(/\(#(\d+)\)/g, `([#$1](${remote}/pull/$1))`);
  (groups[section] ??= []).push({ hash, text: line });
  if (bang || /BREAKING CHANGE:/.test(body ?? '')) {
    breaking.push((body?.split('BREAKING CHANGE:')[1] ?? text).trim());
  }
}

const prev = from.replace(/^v/, '') || '0.0.0';
let [maj, min, pat] = prev.split('.').map((n) => parseInt(n, 10) || 0);
if (breaking.length) { maj++; min = 0; pat = 0; }
else if (groups['✨ Features']) { min++; pat = 0; }
else { pat++; }
const next = `${maj}.${min}.${pat}`;

const out = [`## [${next}] - ${new Date().toISOString().slice(0, 10)}`, ''];
if (breaking.length) out.push('### ⚠️ Breaking Changes', '', ...breaking.map((b) => `- ${b}`), '');
for (const [section, items] of Object.entries(groups)) {
  out.push(`### ${section}`, '');
  for (const { hash, text } of items) {
    const short = hash.slice(0, 7);
    out.push(`- ${text} (${remote ? `[${short}](${remote}/commit/${hash})` : short})`);
  }
  out.push('');
}
out.push(`### Contributors`, '', [...authors].map((a) => `- ${a}`).join('\n'), '');
if (total && conventional / total < 0.5) out.unshift('<!-- note: fewer than half of the commits are conventional -->');

console.log(out.join('\n'));
console.error(`suggested version: ${next}`);
