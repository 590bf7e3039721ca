#!/usr/bin/env node
// Runs the bootstrap steps in order. Each step module exports `run(state)`.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const ORDER = ['detect', 'permissions', 'context', 'hooks'];

const state = { cwd: process.cwd(), log: [] };
const available = new Set((await readdir(path.join(here, 'steps'))).map((f) => f.replace(/\.mjs$/, '')));

for (const name of ORDER) {
  if (!available.has(name)) continue;
  const mod = await import(pathToFileURL(path.join(here, 'steps', `${name}.mjs`)).href);
  await mod.run(state);
}

for (const line of state.log) console.log('•', line);
