#!/usr/bin/env node
// changelog-composer — CLI entry point
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { latestTag, commitsBetween, remoteUrl } from "./lib/git.mjs";
import { renderNotes, ensureTerminal } from "./lib/format.mjs";

const { values: opt } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string", default: "HEAD" },
    write: { type: "boolean", default: false },
    "repo-url": { type: "string" },
    "no-authors": { type: "boolean", default: false },
    style: { type: "string", default: "github" },
  },
});

ensureTerminal(process.stderr);

const from = opt.from ?? latestTag();
if (!from) {
  console.error("no tags found; pass --from <ref>");
  process.exit(2);
}
const repoUrl = opt["repo-url"] ?? remoteUrl();
const commits = commitsBetween(from, opt.to);
console.error(`composer: ${commits.length} commits in ${from}..${opt.to}`);

const md = renderNotes(commits, {
  from,
  to: opt.to,
  repoUrl,
  authors: !opt["no-authors"],
  style: opt.style,
});

if (opt.write) {
  const path = "CHANGELOG.md";
  const prev = existsSync(path) ? readFileSync(path, "utf8") : "# Changelog\n\n";
  const [head, ...rest] = prev.split(/\n(?=## )/);
  writeFileSync(path, [head.trimEnd(), "", md.trimEnd(), ...rest].join("\n") + "\n");
  console.error(`composer: prepended to ${path}`);
} else {
  process.stdout.write(md);
}
