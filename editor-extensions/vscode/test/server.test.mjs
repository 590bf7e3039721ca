// Unit tests of the server search (the settings, the Python extension's interpreter,
// PATH) with stand-in finders, the interpreter probe on real interpreters (the repo's
// venv, a fresh venv without hermes-workbench, programs that are not Python), and the
// options sent to the server.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { findServer, commandFromSettings, DOCUMENT_SELECTOR, initializationOptions } = require("../out/server.js");
const { probe, hasHermes, pipInstallArgs } = require("../out/interpreter.js");
const { which } = require("../out/which.js");
const here = fileURLToPath(new URL(".", import.meta.url));
const hermesPython = process.env.HERMES_PYTHON ?? resolve(here, "../../../.venv/bin/python");

const none = { value: "", fromWorkspace: false };
const user = (value) => ({ value, fromWorkspace: false });
const workspace = (value) => ({ value, fromWorkspace: true });

// Finders that answer as told and record what they were asked.
function finders({ selected, withHermes = [], onPath } = {}) {
  const asked = { selected: 0, probed: [] };
  return {
    asked,
    selectedInterpreter: async () => {
      asked.selected++;
      return selected;
    },
    hasHermes: async (python) => {
      asked.probed.push(python);
      return withHermes.includes(python);
    },
    onPath: (name) => (name === "hermes" ? onPath : undefined),
  };
}

test("a path setting wins, gets the lsp subcommand, and nothing else is looked at", async () => {
  const f = finders({ selected: "/venv/bin/python", withHermes: ["/venv/bin/python"], onPath: "/usr/bin/hermes" });
  assert.deepEqual(await findServer({ path: user("/opt/hermes/bin/hermes"), pythonPath: user("/py") }, true, f), {
    command: { command: "/opt/hermes/bin/hermes", args: ["lsp"], from: "setting" },
  });
  assert.deepEqual(f.asked, { selected: 0, probed: [] });
});

test("then the python setting runs the module, used as it is", async () => {
  const f = finders({ onPath: "/usr/bin/hermes" });
  assert.deepEqual(await findServer({ path: none, pythonPath: user("/venv/bin/python") }, true, f), {
    command: { command: "/venv/bin/python", args: ["-m", "hermes_cli", "lsp"], from: "python" },
  });
  assert.deepEqual(f.asked, { selected: 0, probed: [] });
});

test("then the Python extension's interpreter, when it has hermes-workbench, before hermes on PATH", async () => {
  const f = finders({ selected: "/proj/.venv/bin/python", withHermes: ["/proj/.venv/bin/python"], onPath: "/usr/bin/hermes" });
  assert.deepEqual(await findServer({ path: none, pythonPath: none }, true, f, "acp"), {
    command: { command: "/proj/.venv/bin/python", args: ["-m", "hermes_cli", "acp"], from: "python-extension" },
  });
  assert.deepEqual(f.asked.probed, ["/proj/.venv/bin/python"]);
});

test("an interpreter without hermes-workbench is passed over for PATH, and named when nothing is found", async () => {
  const settings = { path: none, pythonPath: none };
  const onPath = finders({ selected: "/proj/.venv/bin/python", onPath: "/usr/bin/hermes" });
  assert.deepEqual(await findServer(settings, true, onPath), { command: { command: "/usr/bin/hermes", args: ["lsp"], from: "path" } });
  const nothing = finders({ selected: "/proj/.venv/bin/python" });
  assert.deepEqual(await findServer(settings, true, nothing), { interpreter: "/proj/.venv/bin/python" });
  assert.deepEqual(await findServer(settings, true, finders()), {}); // no Python extension, no PATH
});

test("an untrusted workspace's own paths and the Python extension's interpreter are not used", async () => {
  const evil = { path: workspace("./evil.sh"), pythonPath: workspace("./evil-python") };
  const f = finders({ selected: "./.venv/bin/python", withHermes: ["./.venv/bin/python"], onPath: "/usr/bin/hermes" });
  assert.deepEqual((await findServer(evil, false, f)).command, { command: "/usr/bin/hermes", args: ["lsp"], from: "path" });
  assert.deepEqual(f.asked, { selected: 0, probed: [] });
  assert.deepEqual(await findServer(evil, false, finders({ selected: "./.venv/bin/python" })), {}); // no install offered there
  assert.equal((await findServer(evil, true, f)).command.command, "./evil.sh"); // trusted: its settings count
  const users = { path: user("/home/me/hermes"), pythonPath: none };
  assert.equal((await findServer(users, false, finders())).command.command, "/home/me/hermes");
});

test("blank settings count as unset", async () => {
  const settings = { path: user("   "), pythonPath: user("") };
  assert.equal(commandFromSettings(settings, true), undefined);
  assert.deepEqual(await findServer(settings, true, finders()), {});
});

// A venv made here, without pip or anything else: a Python that has no hermes_cli.
let bare;
const made = [];
before(() => {
  const folder = mkdtempSync(join(tmpdir(), "hermes-vscode-venv-"));
  made.push(folder);
  execFileSync("python3", ["-m", "venv", "--without-pip", folder]);
  bare = join(folder, "bin", "python");
});
after(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

test("the probe tells a Python with hermes-workbench from one without it and from other programs", { timeout: 60000 }, async () => {
  assert.equal(await probe(hermesPython), "hermes");
  assert.equal(await hasHermes(hermesPython), true);
  assert.equal(await probe(bare), "python");
  assert.equal(await hasHermes(bare), false);
  assert.equal(await probe("/bin/true"), "other"); // exits 0, but is no Python
  assert.equal(await probe(join(tmpdir(), "no-such-program-here")), "other");
  const bin = mkdtempSync(join(tmpdir(), "hermes-vscode-bin-"));
  made.push(bin);
  const script = join(bin, "hermes");
  writeFileSync(script, "#!/bin/sh\necho usage: hermes >&2\nexit 2\n");
  chmodSync(script, 0o755);
  assert.equal(await probe(script), "other");
});

test("the install is pip, in the interpreter that runs it, of the server and the agent", () => {
  assert.deepEqual(pipInstallArgs(), ["-m", "pip", "install", "hermes-workbench[lsp,acp]"]);
});

test("the selector covers VS Code's skill language and SKILL.md Markdown, nothing else", () => {
  assert.deepEqual(DOCUMENT_SELECTOR, [
    { language: "skill" },
    { language: "markdown", pattern: "**/SKILL.md" },
    { language: "markdown", pattern: "**/skill.md" },
  ]);
});

test("settings the client has are passed as initializationOptions", () => {
  const values = { profile: "claude-code", trust: "community" };
  assert.deepEqual(initializationOptions((key) => values[key]), {
    hermes: { profile: "claude-code", trust: "community" },
  });
});

test("which finds an executable on PATH and skips the rest", () => {
  assert.equal(which("sh", "/nonexistent:/bin:/usr/bin"), "/bin/sh");
  assert.equal(which("no-such-program-here", "/bin:/usr/bin"), undefined);
  assert.equal(which("passwd", "/etc"), undefined); // a file, but not executable
});

test("the chat panel's search is the same, with the acp subcommand", async () => {
  assert.deepEqual(commandFromSettings({ path: none, pythonPath: user("/venv/bin/python") }, true, "acp").args, ["-m", "hermes_cli", "acp"]);
  assert.deepEqual(commandFromSettings({ path: user("/opt/hermes"), pythonPath: none }, true, "acp").args, ["acp"]);
  assert.deepEqual(await findServer({ path: none, pythonPath: none }, true, finders({ onPath: "/usr/bin/hermes" }), "acp"), {
    command: { command: "/usr/bin/hermes", args: ["acp"], from: "path" },
  });
  assert.deepEqual(await findServer({ path: workspace("./evil.sh"), pythonPath: none }, false, finders(), "acp"), {});
});
