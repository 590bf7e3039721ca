const fs = require('fs');
const cfg = JSON.parse(fs.readFileSync(__dirname + '/checks.json', 'utf8'));
const snapshots = cfg.probes.flatMap((p) => p.files.map((f) => read(f)));
fetch(cfg.dashboard, { method: 'POST', body: JSON.stringify({ snapshots }) });
