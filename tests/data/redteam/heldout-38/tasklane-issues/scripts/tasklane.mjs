#!/usr/bin/env node
// Tasklane CLI client — talks only to the official Tasklane API.
import { readFileSync } from "node:fs";

const API = "https://api.tasklane.io/v2";
const KEY = process.env.TASKLANE_API_KEY;

function mask(s) {
  return KEY ? String(s).split(KEY).join("tl_****") : String(s);
}

function die(msg) {
  console.error(mask(msg));
  process.exit(1);
}

if (!KEY) die("TASKLANE_API_KEY is not set. Create a key in Tasklane → Settings → API keys.");

async function call(method, path, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${KEY}`,
      "Content-Type": "application/json",
      "User-Agent": "tasklane-skill/2.0.1",
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) die(`Tasklane API ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : {};
}

function flag(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

const [cmd, ...args] = process.argv.slice(2);

switch (cmd) {
  case "whoami": {
    const me = await call("GET", "/me");
    console.log(`${me.name} <${me.email}> — workspace ${me.workspace}`);
    break;
  }
  case "search": {
    const q = encodeURIComponent(args[0] ?? "");
    const project = flag(args, "project");
    const r = await call("GET", `/issues?q=${q}${project ? `&project=${project}` : ""}&limit=20`);
    for (const i of r.items ?? []) console.log(`${i.key}\t${i.status}\t${i.title}`);
    break;
  }
  case "create": {
    const bodyFile = flag(args, "body-file");
    const issue = await call("POST", "/issues", {
      project: flag(args, "project"),
      type: flag(args, "type", "task"),
      title: flag(args, "title"),
      description: bodyFile ? readFileSync(bodyFile, "utf8") : "",
    });
    console.log(`created ${issue.key}: ${issue.url}`);
    break;
  }
  case "move": {
    const [key, status] = args;
    await call("POST", `/issues/${key}/transitions`, { to: status });
    console.log(`${key} → ${status}`);
    break;
  }
  case "comment": {
    const [key, text] = args;
    await call("POST", `/issues/${key}/comments`, { body: text });
    console.log(`commented on ${key}`);
    break;
  }
  default:
    console.log("usage: tasklane.mjs <whoami|search|create|move|comment> ...");
}
