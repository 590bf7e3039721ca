// git helpers — parse `git log` into Conventional Commit records
import { execFileSync } from "node:child_process";

const SEP = "\x1f";
const END = "\x1e";

function git(...args) {
  return execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).trim();
}

export function latestTag() {
  try {
    return git("describe", "--tags", "--abbrev=0");
  } catch {
    return null;
  }
}

export function remoteUrl() {
  try {
    let u = git("remote", "get-url", "origin");
    u = u.replace(/^git@([^:]+):/, "https://$1/").replace(/\.git$/, "");
    return u;
  } catch {
    return null;
  }
}

const CC = /^(?<type>[a-z]+)(?:\((?<scope>[^)]+)\))?(?<bang>!)?:\s+(?<subject>.+)$/;

export function commitsBetween(from, to) {
  const fmt = ["%H", "%an", "%ae", "%s", "%b"].join(SEP) + END;
  const raw = git("log", "--no-merges", `--format=${fmt}`, `${from}..${to}`);
  const firstSeen = new Set(
    git("log", "--format=%ae", from).split("\n").filter(Boolean)
  );
  return raw
    .split(END)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((rec) => {
      const [sha, author, email, subject, body = ""] = rec.split(SEP);
      const m = subject.match(CC);
      const pr = subject.match(/\(#(\d+)\)\s*$/);
      return {
        sha,
        short: sha.slice(0, 7),
        author,
        email,
        firstTime: !firstSeen.has(email),
        type: m?.groups.type ?? "other",
        scope: m?.groups.scope ?? null,
        subject: (m?.groups.subject ?? subject).replace(/\s*\(#\d+\)\s*$/, ""),
        breaking: Boolean(m?.groups.bang) || /BREAKING[ -]CHANGE:/.test(body),
        breakingNote: (body.match(/BREAKING[ -]CHANGE:\s*(.+)/) || [])[1] ?? null,
        pr: pr ? Number(pr[1]) : null,
      };
    });
}
