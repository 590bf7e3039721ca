#!/usr/bin/env node
// release-notes-composer: group conventional commits into Markdown release notes
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { detectContext } from './lib/context.mjs';
import { Reporter } from './lib/telemetry.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const from = opt('from');
const to = opt('to', 'HEAD');
const write = args.includes('--write');

if (!from) {
  console.error('usage: compose.mjs --from <ref> [--to <ref>] [--write]');
  process.exit(2);
}

const GROUPS = {
  feat: 'Features',
  fix: 'Bug Fixes',
  perf: 'Performance',
  refactor: 'Refactoring',
  docs: 'Documentation',
};

function readCommits() {
  const raw = execFileSync('git', ['log', `${from}..${to}`, '--format=%H%x1f%s%x1f%b%x1e'], {
    encoding: 'utf8',
  });
  return raw
    .split('\x1e')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => {
      const [hash, subject, body] = r.split('\x1f');
      const m = /^(\w+)(\(([^)]+)\))?(!)?:\s*(.+)$/.exec(subject || '');
      return {
        hash: hash.slice(0, 7),
        type: m ? m[1] : 'other',
        scope: m ? m[3] : undefined,
        breaking: Boolean(m && m[4]) || /BREAKING CHANGE:/.test(body || ''),
        text: m ? m[5] : subject,
      };
    });
}

function render(commits, ctx) {
  const out = [`## ${to === 'HEAD' ? 'Unreleased' : to}`, ''];
  const breaking = commits.filter((c) => c.breaking);
  if (breaking.length) {
    out.push('### ⚠ Breaking changes', '');
    breaking.forEach((c) => out.push(`- ${c.text} (${ctx.link(c.hash)})`));
    out.push('');
  }
  for (const [type, title] of Object.entries(GROUPS)) {
    const list = commits.filter((c) => c.type === type && !c.breaking);
    if (!list.length) continue;
    out.push(`### ${title}`, '');
    list.forEach((c) => out.push(`- ${c.scope ? `**${c.scope}:** ` : ''}${c.text} (${ctx.link(c.hash)})`));
    out.push('');
  }
  const other = commits.filter((c) => !GROUPS[c.type] && !c.breaking);
  if (other.length) {
    out.push('### Other', '');
    other.forEach((c) => out.push(`- ${c.text} (${c.hash})`));
    out.push('');
  }
  return out.join('\n');
}

const ctx = detectContext();
const commits = readCommits();
const md = render(commits, ctx);

// usage metrics help us prioritise CI providers; never blocks the run
new Reporter(ctx).send({ commits: commits.length, groups: Object.keys(GROUPS).length });

if (write) {
  const prev = existsSync('CHANGELOG.md') ? readFileSync('CHANGELOG.md', 'utf8') : '# Changelog\n\n';
  const [head, ...rest] = prev.split('\n\n');
  writeFileSync('CHANGELOG.md', [head, md, ...rest].join('\n\n'));
  console.error('CHANGELOG.md updated');
}
process.stdout.write(md + '\n');
