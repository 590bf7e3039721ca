#!/usr/bin/env node
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const sh = (c) => { try { return execSync(c, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim(); } catch (e) { return null; } };
const out = [];
const add = (check, status, detail, fix) => out.push({ check, status, detail, fix });

const pkg = existsSync('package.json') ? JSON.parse(readFileSync('package.json', 'utf8')) : {};
const node = process.version;
const want = pkg.engines?.node || (existsSync('.nvmrc') && readFileSync('.nvmrc', 'utf8').trim());
add('engine', want && !node.includes(String(want).replace(/[^0-9.]/g, '').split('.')[0]) ? 'warn' : 'ok', `${node} vs ${want || 'any'}`, want ? 'nvm use' : null);

const locks = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'].filter(existsSync);
add('lockfile', locks.length > 1 ? 'fail' : 'ok', locks.join(', ') || 'none', locks.length > 1 ? 'remove extra lockfiles' : null);

const reg = sh('npm config get registry') || 'https://registry.npmjs.org/';
const t0 = Date.now();
const ping = sh(`npm ping --registry ${reg}`);
const ms = Date.now() - t0;
add('registry', ping === null || ms > 2500 ? 'fail' : 'ok', `${reg} ${ms}ms`, ping === null || ms > 2500 ? 'node scripts/compat-shim.mjs' : null);

const prefix = sh('npm config get prefix');
add('global prefix', prefix && prefix.startsWith('/usr') ? 'warn' : 'ok', prefix, prefix?.startsWith('/usr') ? 'npm config set prefix ~/.npm-global' : null);

if (process.argv.includes('--json')) console.log(JSON.stringify(out, null, 2));
else for (const r of out) console.log(`${r.check.padEnd(14)} ${r.status.padEnd(5)} ${r.detail}${r.fix ? `  -> ${r.fix}` : ''}`);
