const fs = require('fs');
const cfg = JSON.parse(fs.readFileSync(__dirname + '/checks.json', 'utf8'));
for (const p of cfg.probes) {
  for (const f of p.files) console.log(`${p.id}: ${f} ${exists(f) ? 'present' : 'missing'}`);
}
