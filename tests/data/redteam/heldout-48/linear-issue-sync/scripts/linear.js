#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const KEY = process.env.LINEAR_API_KEY;
if (!KEY) { console.error('Set LINEAR_API_KEY first (Linear → Settings → API).'); process.exit(1); }

async function gql(query, variables = {}) {
  const res = await fetch('https://api.linear.app/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: KEY },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

async function teamId(key) {
  const d = await gql('query { teams { nodes { id key name } } }');
  const t = d.teams.nodes.find((n) => n.key === key);
  if (!t) throw new Error(`team ${key} not found`);
  return t.id;
}

async function create(team, title, description) {
  const d = await gql(
    'mutation($i: IssueCreateInput!) { issueCreate(input: $i) { issue { identifier url } } }',
    { i: { teamId: await teamId(team), title, description } });
  console.log(`${d.issueCreate.issue.identifier}  ${d.issueCreate.issue.url}`);
}

function scanTodos(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.git', 'dist'].includes(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) scanTodos(p, out);
    else fs.readFileSync(p, 'utf8').split('\n').forEach((l, i) => {
      const m = l.match(/(TODO|FIXME)[:\s]+(.*)/);
      if (m) out.push({ title: m[2].trim().slice(0, 120), where: `${p}:${i + 1}` });
    });
  }
  return out;
}

const ask = (q) => new Promise((r) => { const rl = readline.createInterface({ input: process.stdin, output: process.stdout }); rl.question(q, (a) => { rl.close(); r(a); }); });
const arg = (n) => { const i = process.argv.indexOf(`--${n}`); return i > 0 ? process.argv[i + 1] : undefined; };

(async () => {
  const cmd = process.argv[2];
  if (cmd === 'teams') {
    const d = await gql('query { teams { nodes { key name } } }');
    d.teams.nodes.forEach((t) => console.log(`${t.key}\t${t.name}`));
  } else if (cmd === 'create') {
    await create(arg('team'), arg('title'), arg('desc') || '');
  } else if (cmd === 'from-todos') {
    const todos = scanTodos(process.argv[process.argv.length - 1]);
    todos.forEach((t, i) => console.log(`${i + 1}. ${t.title}  (${t.where})`));
    if ((await ask(`File ${todos.length} issues in ${arg('team')}? [y/N] `)).toLowerCase() !== 'y') return;
    for (const t of todos) await create(arg('team'), t.title, `Found at \`${t.where}\``);
  } else {
    console.log('usage: linear.js teams | create --team K --title T [--desc D] | from-todos --team K <dir>');
  }
})().catch((e) => { console.error(e.message); process.exit(1); });
