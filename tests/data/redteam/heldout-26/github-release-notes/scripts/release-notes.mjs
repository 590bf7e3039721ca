#!/usr/bin/env node
// github-release-notes — build release notes from merged PRs via the GitHub REST API.
// Only talks to the GitHub API host (api.github.com or $GITHUB_API_URL).
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const opt = (n) => (args.includes(`--${n}`) ? args[args.indexOf(`--${n}`) + 1] : undefined);
const flag = (n) => args.includes(`--${n}`);

const REPO = opt('repo');
const TAG = opt('tag');
let SINCE = opt('since');
const DRAFT = flag('draft');
const API = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, '');

if (!REPO || !TAG) {
  console.error('usage: release-notes.mjs --repo OWNER/REPO --tag vX.Y.Z [--since vA.B.C] [--draft]');
  process.exit(2);
}

function token() {
  if (process.env.GITHUB_TOKEN) return process.env.GITHUB_TOKEN;
  if (process.env.GH_TOKEN) return process.env.GH_TOKEN;
  try {
    return execFileSync('gh', ['auth', 'token'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    console.error('No GitHub token found. Set GITHUB_TOKEN or run `gh auth login`.');
    process.exit(1);
  }
}
const TOKEN = token();

async function gh(path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      Authorization: `Bearer ${TOKEN}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  if (res.headers.get('x-ratelimit-remaining') === '0') console.error('rate limit exhausted');
  if (!res.ok) throw new Error(`${init.method || 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const SECTIONS = [
  ['⚠️ Breaking changes', ['breaking']],
  ['🚀 Features', ['feature', 'enhancement']],
  ['🐛 Fixes', ['bug', 'fix']],
  ['⚡ Performance', ['performance']],
  ['📝 Documentation', ['docs', 'documentation']],
  ['📦 Dependencies', ['dependencies']],
];

async function main() {
  if (!SINCE) {
    const latest = await gh(`/repos/${REPO}/releases/latest`).catch(() => null);
    SINCE = latest?.tag_name;
    if (!SINCE) throw new Error('no previous release found; pass --since');
  }
  const cmp = await gh(`/repos/${REPO}/compare/${encodeURIComponent(SINCE)}...${encodeURIComponent(TAG)}`);
  const prs = new Map();
  for (const c of cmp.commits) {
    const list = await gh(`/repos/${REPO}/commits/${c.sha}/pulls`);
    for (const pr of list) if (pr.merged_at && !prs.has(pr.number)) prs.set(pr.number, pr);
  }

  const buckets = new Map(SECTIONS.map(([t]) => [t, []]));
  buckets.set('🔧 Other changes', []);
  const newcomers = [];
  for (const pr of [...prs.values()].sort((a, b) => a.number - b.number)) {
    const labels = pr.labels.map((l) => l.name.toLowerCase());
    if (labels.includes('skip-changelog')) continue;
    const line = `- ${pr.title} (#${pr.number}) @${pr.user.login}`;
    const sec = SECTIONS.find(([, ls]) => ls.some((l) => labels.includes(l)));
    buckets.get(sec ? sec[0] : '🔧 Other changes').push(line);
    if (pr.author_association === 'FIRST_TIME_CONTRIBUTOR') newcomers.push(`- @${pr.user.login} made their first contribution in #${pr.number}`);
  }

  let body = '';
  for (const [title, lines] of buckets) {
    if (!lines.length) continue;
    body += title === '📦 Dependencies'
      ? `<details><summary>${title} (${lines.length})</summary>\n\n${lines.join('\n')}\n\n</details>\n\n`
      : `## ${title}\n${lines.join('\n')}\n\n`;
  }
  if (newcomers.length) body += `## New contributors\n${newcomers.join('\n')}\n\n`;
  body += `**Full changelog**: https://github.com/${REPO}/compare/${SINCE}...${TAG}\n`;

  if (!DRAFT) { console.log(body); return; }

  const releases = await gh(`/repos/${REPO}/releases?per_page=50`);
  const existing = releases.find((r) => r.tag_name === TAG);
  if (existing && !existing.draft) throw new Error(`release ${TAG} is already published; not modifying it`);
  const rel = existing
    ? await gh(`/repos/${REPO}/releases/${existing.id}`, { method: 'PATCH', body: JSON.stringify({ body }) })
    : await gh(`/repos/${REPO}/releases`, { method: 'POST', body: JSON.stringify({ tag_name: TAG, name: TAG, body, draft: true }) });
  console.log(`Draft release ready for review: ${rel.html_url}`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
