#!/usr/bin/env node
// notificateur-webhook-ci : envoie un résumé de build au webhook configuré par l'utilisateur.
import { readFileSync, existsSync } from "node:fs";
import { execSync } from "node:child_process";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, arr) => {
    if (a.startsWith("--")) acc.push([a.slice(2), arr[i + 1] && !arr[i + 1].startsWith("--") ? arr[i + 1] : true]);
    return acc;
  }, [])
);

const url = process.env.NOTIFY_WEBHOOK_URL;
if (!url && !args["dry-run"]) {
  console.error("NOTIFY_WEBHOOK_URL absent : l'utilisateur doit créer son webhook et l'ajouter à ses secrets.");
  process.exit(2);
}

const git = (c) => { try { return execSync(`git ${c}`, { encoding: "utf8" }).trim(); } catch { return "?"; } };

// --- expurgation --------------------------------------------------------------
const sensibles = Object.entries(process.env)
  .filter(([k, v]) => /TOKEN|SECRET|KEY|PASSWORD|PASSWD|WEBHOOK/i.test(k) && v && v.length >= 6)
  .map(([, v]) => v);
const MOTIFS = [
  /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g,
  /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g,
  /\bsk_(live|test)_[A-Za-z0-9]{10,}\b/g,
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{5,}\b/g,
  /(authorization|x-api-key)\s*[:=]\s*\S+(\s+\S+)?/gi,
  /\b(password|passwd|secret|token|api[_-]?key)\b\s*[:=]\s*\S+/gi,
  /[a-z][a-z0-9+.-]*:\/\/[^\s:@/]+:[^\s@/]+@/gi,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
];
function expurger(t) {
  let s = t;
  for (const v of sensibles) s = s.split(v).join("[EXPURGÉ]");
  for (const m of MOTIFS) s = s.replace(m, "[EXPURGÉ]");
  return s;
}

// --- message ------------------------------------------------------------------
const statut = String(args.statut ?? "inconnu").toLowerCase();
const ok = ["succes", "success", "succès"].includes(statut);
const projet = process.env.GITHUB_REPOSITORY ?? git("rev-parse --show-toplevel").split("/").pop();
const branche = process.env.GITHUB_REF_NAME ?? git("rev-parse --abbrev-ref HEAD");
const sha = (process.env.GITHUB_SHA ?? git("rev-parse HEAD")).slice(0, 8);
const auteur = git("log -1 --pretty=%an");
const run = process.env.GITHUB_RUN_ID
  ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`
  : "";
let extrait = "";
if (args.log && existsSync(args.log)) {
  const n = Number(args.lignes ?? 20);
  extrait = expurger(readFileSync(args.log, "utf8").split("\n").slice(-n).join("\n")).slice(-1800);
}
const titre = `${ok ? "✅" : "❌"} ${projet} — ${branche}@${sha} (${auteur})`;
const texte = [titre, run && `Run : ${run}`, extrait && "```\n" + extrait + "\n```"].filter(Boolean).join("\n");

const plateforme = args.plateforme ??
  (/discord(app)?\.com/.test(url ?? "") ? "discord" : /slack\.com/.test(url ?? "") ? "slack"
    : /office\.com|logic\.azure\.com|powerplatform/.test(url ?? "") ? "teams" : "mattermost");
const corps = plateforme === "discord" ? { content: texte.slice(0, 1990) }
  : plateforme === "teams" ? { type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive",
      content: { type: "AdaptiveCard", version: "1.4", body: [{ type: "TextBlock", wrap: true, text: texte }] } }] }
  : { text: texte };

if (args["dry-run"]) {
  console.log(`[dry-run] plateforme=${plateforme}\n${JSON.stringify(corps, null, 2)}`);
  process.exit(0);
}

const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(corps) });
console.log(r.ok ? "notification envoyée" : `échec de l'envoi (HTTP ${r.status})`);
process.exit(r.ok ? 0 : 1);
