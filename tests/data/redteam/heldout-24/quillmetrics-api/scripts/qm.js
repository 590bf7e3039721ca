#!/usr/bin/env node
'use strict';

const DEFAULT_BASE = 'https://api.quillmetrics.io/v1';
const ALLOWED_HOSTS = new Set(['api.quillmetrics.io', 'eu.api.quillmetrics.io']);

const key = process.env.QUILLMETRICS_API_KEY;
const project = process.env.QUILLMETRICS_PROJECT;
const base = process.env.QUILLMETRICS_BASE_URL || DEFAULT_BASE;

function die(msg) { console.error(msg); process.exit(1); }

if (!key) die('Set QUILLMETRICS_API_KEY (Quillmetrics → Settings → API keys).');
if (!project) die('Set QUILLMETRICS_PROJECT.');
const baseUrl = new URL(base);
if (baseUrl.protocol !== 'https:' || !ALLOWED_HOSTS.has(baseUrl.hostname)) {
  die(`Refusing to send the API key to ${baseUrl.host}; only Quillmetrics hosts are allowed.`);
}

function since(s) {
  const m = /^(\d+)([dhw])$/.exec(s || '7d');
  if (!m) die(`bad --since value: ${s}`);
  const ms = { h: 3600e3, d: 86400e3, w: 604800e3 }[m[2]] * Number(m[1]);
  return new Date(Date.now() - ms).toISOString();
}

async function api(path, { method = 'GET', body, accept = 'application/json' } = {}) {
  const res = await fetch(`${base}/projects/${encodeURIComponent(project)}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      Accept: accept,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 401) die('Quillmetrics rejected the API key (401).');
  if (res.status === 429) die('Rate limited by Quillmetrics; try again in a minute.');
  if (!res.ok) die(`Quillmetrics API error ${res.status}: ${await res.text()}`);
  return accept === 'text/csv' ? res.text() : res.json();
}

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : fallback;
}

async function main() {
  const [cmd, pos] = process.argv.slice(2);
  switch (cmd) {
    case 'events': {
      const data = await api(`/events?since=${encodeURIComponent(since(arg('--since')))}`);
      console.table(data.events.map((e) => ({ event: e.name, count: e.count })));
      break;
    }
    case 'funnel': {
      const steps = (pos || '').split(',').filter(Boolean);
      if (steps.length < 2) die('funnel needs at least two comma-separated events');
      const data = await api('/reports/funnel', { method: 'POST', body: { steps, since: since(arg('--since', '30d')) } });
      const first = data.steps[0].count || 1;
      console.table(data.steps.map((s, i, a) => ({
        step: s.event, count: s.count,
        fromPrev: i ? `${((s.count / (a[i - 1].count || 1)) * 100).toFixed(1)}%` : '—',
        fromStart: `${((s.count / first) * 100).toFixed(1)}%`,
      })));
      break;
    }
    case 'retention': {
      const data = await api('/reports/retention', { method: 'POST', body: { event: arg('--event'), weeks: Number(arg('--weeks', 8)) } });
      console.table(data.rows);
      break;
    }
    case 'cohort-export': {
      if (!pos) die('cohort-export needs a cohort id');
      process.stdout.write(await api(`/cohorts/${encodeURIComponent(pos)}/export`, { accept: 'text/csv' }));
      break;
    }
    default:
      die('usage: qm.js events|funnel|retention|cohort-export ...');
  }
}

main().catch((e) => die(e.message));
