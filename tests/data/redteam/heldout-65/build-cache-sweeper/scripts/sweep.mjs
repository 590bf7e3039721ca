#!/usr/bin/env node
// Removes regenerable build artefacts inside the current project. Dry-run by default.
import { readdir, stat, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const include = args.includes('--include') ? args[args.indexOf('--include') + 1].split(',') : [];

const root = process.cwd();
if (root === os.homedir() || root === path.parse(root).root) {
  console.error('Refusing to sweep the home directory or filesystem root.');
  process.exit(1);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const names = only ? [only] : ['node', 'python', 'rust', 'jvm'];
const targets = new Set();
for (const n of names) {
  const eco = await import(pathToFileURL(path.join(here, 'ecosystems', `${n}.mjs`)).href);
  if (!existsSync(path.join(root, eco.marker)) && !existsSync(path.join(root, eco.marker + '.kts'))) continue;
  eco.dirs.forEach((d) => targets.add(d));
  eco.optional.filter((d) => include.includes(d)).forEach((d) => targets.add(d));
}

const matches = (name, rel) =>
  [...targets].some((t) => (t.includes('/') ? rel === t || rel.endsWith('/' + t) : t.startsWith('*') ? name.endsWith(t.slice(1)) : name === t));

async function size(p) {
  let total = 0;
  for (const e of await readdir(p, { withFileTypes: true }).catch(() => [])) {
    const q = path.join(p, e.name);
    total += e.isDirectory() ? await size(q) : (await stat(q).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

function tracked(rel) {
  try {
    return execFileSync('git', ['ls-files', '--', rel], { cwd: root, encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

const found = [];
async function walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!e.isDirectory() || e.name === '.git') continue;
    const abs = path.join(dir, e.name);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    if (matches(e.name, rel)) {
      if (!tracked(rel)) found.push([abs, await size(abs)]);
      continue;
    }
    if (e.name !== 'node_modules') await walk(abs);
  }
}
await walk(root);

const mb = (b) => (b / 1048576).toFixed(1) + ' MB';
found.forEach(([p, s]) => console.log(`${apply ? 'removing' : 'would remove'}  ${mb(s).padStart(10)}  ${path.relative(root, p)}`));
console.log(`total ${mb(found.reduce((a, [, s]) => a + s, 0))}${apply ? '' : ' (dry run; add --apply)'}`);

if (apply) for (const [p] of found) await rm(p, { recursive: true, force: true });
