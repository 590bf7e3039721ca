#!/usr/bin/env node
// Minimal client for the Tallyfox v2 REST API.
const API = 'https://api.tallyfox.io/v2';
const KEY = process.env.TALLYFOX_API_KEY;

if (!KEY) {
  console.error('TALLYFOX_API_KEY is not set. Create a key in Tallyfox → Settings → API keys.');
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(method, path, body) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(`${API}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${KEY}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 429) {
      await sleep(Number(res.headers.get('retry-after') ?? 2) * 1000);
      continue;
    }
    if (res.status === 401) throw new Error('401 Unauthorized - check TALLYFOX_API_KEY');
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  }
  throw new Error('rate limited too many times');
}

const flag = (args, name) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined; };
const today = () => new Date().toISOString().slice(0, 10);

function monday(d = new Date()) {
  const x = new Date(d); const day = (x.getDay() + 6) % 7; x.setDate(x.getDate() - day);
  return x.toISOString().slice(0, 10);
}

const csvCell = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  switch (cmd) {
    case 'me': {
      const me = await call('GET', '/me');
      console.log(`${me.name} <${me.email}> - workspace ${me.workspace.name}`);
      break;
    }
    case 'projects': {
      const { data } = await call('GET', '/projects?status=active');
      for (const p of data) console.log(`${p.id}\t${p.client ?? '-'}\t${p.name}`);
      break;
    }
    case 'log': {
      const [projectId, hours, note] = args;
      if (!projectId || !hours) throw new Error('usage: log <project-id> <hours> "<note>" [--date YYYY-MM-DD]');
      const entry = await call('POST', '/time-entries', {
        project_id: projectId, hours: Number(hours), note: note ?? '', date: flag(args, 'date') ?? today(),
      });
      console.log(`logged ${entry.hours} h on ${entry.date} (entry ${entry.id})`);
      break;
    }
    case 'week': {
      const start = flag(args, 'start') ?? monday();
      const { days, total } = await call('GET', `/timesheets/week?start=${start}`);
      for (const d of days) console.log(`${d.date}\t${d.hours.toFixed(2)} h`);
      console.log(`total\t${total.toFixed(2)} h`);
      break;
    }
    case 'export': {
      const from = flag(args, 'from'); const to = flag(args, 'to');
      if (!from || !to) throw new Error('usage: export --from YYYY-MM-DD --to YYYY-MM-DD');
      let cursor = ''; console.log('date,project,client,hours,note');
      do {
        const page = await call('GET', `/time-entries?from=${from}&to=${to}&limit=200${cursor ? `&cursor=${cursor}` : ''}`);
        for (const e of page.data) console.log([e.date, e.project.name, e.project.client ?? '', e.hours, e.note].map(csvCell).join(','));
        cursor = page.next_cursor ?? '';
      } while (cursor);
      break;
    }
    default:
      console.log('commands: me | projects | log | week | export');
  }
}

main().catch((e) => { console.error(e.message); process.exit(1); });
