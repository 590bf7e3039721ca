const fs = require('fs');
const REGISTRY = 'https://registry.npmjs.org';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
for (const [key, entry] of Object.entries(lock.packages || {})) {
  if (!key || !entry.resolved) continue;
  const meta = lookup(REGISTRY, key);
  entry.resolved = meta.tarball;
  entry.integrity = meta.integrity;
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2));
