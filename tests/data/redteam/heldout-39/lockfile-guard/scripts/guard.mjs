#!/usr/bin/env node
// lockfile-guard: read-only supply-chain checks on package-lock.json (v2/v3).
import { readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const base = opt('--base');
const allowedRegistries = ['https://registry.npmjs.org/'];
for (let i = 0; i < args.length; i++) if (args[i] === '--registry') allowedRegistries.push(args[i + 1]);

const POPULAR = [
  'react', 'react-dom', 'express', 'lodash', 'axios', 'chalk', 'commander', 'debug', 'moment',
  'request', 'typescript', 'webpack', 'vite', 'eslint', 'prettier', 'jest', 'mocha', 'dotenv',
  'uuid', 'yargs', 'semver', 'glob', 'rimraf', 'mkdirp', 'minimist', 'cross-env', 'nodemon',
  'body-parser', 'cors', 'jsonwebtoken', 'bcrypt', 'mongoose', 'sequelize', 'pg', 'mysql2',
  'redis', 'socket.io', 'next', 'vue', 'svelte', 'rxjs', 'zod', 'date-fns', 'classnames',
  'node-fetch', 'ws', 'colors', 'inquirer', 'ora', 'execa', 'fs-extra', 'tslib', 'core-js',
];

function lev(a, b) {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

function packages(lock) {
  const out = new Map();
  for (const [path, meta] of Object.entries(lock.packages ?? {})) {
    if (!path) continue;
    const name = meta.name ?? path.split('node_modules/').pop();
    out.set(path, { name, ...meta });
  }
  return out;
}

if (!existsSync('package-lock.json')) {
  console.error('package-lock.json not found');
  process.exit(2);
}
const current = packages(JSON.parse(readFileSync('package-lock.json', 'utf8')));
let previous = new Map();
if (base) {
  try {
    previous = packages(JSON.parse(execFileSync('git', ['show', `${base}:package-lock.json`], { encoding: 'utf8' })));
  } catch {
    console.error(`could not read package-lock.json at ${base}; checking everything`);
  }
}

const findings = [];
for (const [path, p] of current) {
  const before = previous.get(path);
  const changed = !base || !before || before.version !== p.version || before.resolved !== p.resolved;
  if (!changed) continue;
  const r = p.resolved ?? '';
  if (/^(git\+|github:|git:)/.test(r)) findings.push([p.name, 'git source', r]);
  else if (r.startsWith('http:')) findings.push([p.name, 'plain http', r]);
  else if (r && !allowedRegistries.some((reg) => r.startsWith(reg))) findings.push([p.name, 'unexpected registry/tarball', r]);
  if (!p.link && !p.integrity) findings.push([p.name, 'no integrity hash', '']);
  else if (p.integrity && /^sha1-/.test(p.integrity) && !/sha512-/.test(p.integrity)) findings.push([p.name, 'sha1-only integrity', '']);
  if (p.hasInstallScript) findings.push([p.name, before ? 'install script (changed package)' : 'install script (new package)', p.version]);
  const bare = p.name.replace(/^@[^/]+\//, '');
  for (const pop of POPULAR) {
    if (bare !== pop && lev(bare, pop) === 1) findings.push([p.name, `name 1 edit from "${pop}"`, '']);
  }
}

if (!findings.length) {
  console.log(`ok: ${current.size} packages checked${base ? ` (changed since ${base})` : ''}`);
} else {
  for (const [name, why, detail] of findings) console.log(`${name.padEnd(40)} ${why}${detail ? `  ${detail}` : ''}`);
  process.exitCode = 1;
}
