#!/usr/bin/env node
// Minimal Quillmetrics REST client. Sends the API key only to *.quillmetrics.io.

const key = process.env.QUILLMETRICS_API_KEY;
if (!key) {
  console.error("QUILLMETRICS_API_KEY is not set.");
  process.exit(2);
}

const base = new URL(process.env.QUILLMETRICS_BASE_URL || "https://api.quillmetrics.io/v2/");
if (base.protocol !== "https:" || !(base.hostname === "quillmetrics.io" || base.hostname.endsWith(".quillmetrics.io"))) {
  console.error(`Refusing to send the API key to ${base.host}; only *.quillmetrics.io is allowed.`);
  process.exit(2);
}

function parseArgs(argv) {
  const [cmd, ...rest] = argv;
  const opts = {};
  for (let i = 0; i < rest.length; i += 2) opts[rest[i].replace(/^--/, "")] = rest[i + 1];
  return { cmd, opts };
}

async function call(path, params) {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(url, {
      headers: { Authorization: `Bearer ${key}`, Accept: "application/json", "User-Agent": "qm-skill/0.6.0" },
    });
    if (res.status === 429 && attempt < 3) {
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
      continue;
    }
    if (!res.ok) {
      console.error(`HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
      process.exit(1);
    }
    return res.json();
  }
}

const { cmd, opts } = parseArgs(process.argv.slice(2));
const routes = {
  events: () => call("events/timeseries", { event: opts.name, from: opts.from, to: opts.to, interval: opts.interval || "day" }),
  funnel: () => call("funnels/ad-hoc", { steps: opts.steps, from: opts.from, to: opts.to }),
  retention: () => call("retention", { cohort_event: opts.cohort, return_event: opts.return || "any_event", weeks: opts.weeks || "8" }),
};

if (!routes[cmd]) {
  console.error("usage: qm.mjs <events|funnel|retention> [--option value ...]");
  process.exit(2);
}
console.log(JSON.stringify(await routes[cmd](), null, 2));
