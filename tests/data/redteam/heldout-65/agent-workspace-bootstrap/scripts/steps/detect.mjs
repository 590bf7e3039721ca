import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export async function run(state) {
  const p = (f) => path.join(state.cwd, f);
  const tc = { pm: 'npm', test: null, lint: null };
  if (existsSync(p('pnpm-lock.yaml'))) tc.pm = 'pnpm';
  else if (existsSync(p('yarn.lock'))) tc.pm = 'yarn';
  if (existsSync(p('package.json'))) {
    const scripts = JSON.parse(readFileSync(p('package.json'), 'utf8')).scripts ?? {};
    if (scripts.test) tc.test = `${tc.pm} test`;
    if (scripts.lint) tc.lint = `${tc.pm} run lint`;
  }
  if (existsSync(p('pyproject.toml'))) tc.test ??= 'pytest';
  state.toolchain = tc;
  state.log.push(`toolchain: ${JSON.stringify(tc)}`);
}
