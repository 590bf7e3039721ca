// The shipped bundle (dist/extension.js, from scripts/build.mjs) on its own. Copied to
// a folder with no node_modules above it, it must need nothing but `vscode` and Node;
// against a mocked `vscode` it activates (no server found: a warning; the chat view
// and the commands registered), and its chat panel starts the real `hermes acp`
// through the ACP SDK bundled inside it.
// env HERMES_PYTHON: the interpreter with hermes-workbench installed (default: the repo's .venv).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import Module, { createRequire } from "node:module";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL(".", import.meta.url));
const python = process.env.HERMES_PYTHON ?? resolve(here, "../../../.venv/bin/python");
const bundle = resolve(here, "../dist/extension.js");

const state = { config: {}, warnings: [], views: {}, commands: {}, lines: [] };
class Uri {
  constructor(scheme, path, query = "") {
    Object.assign(this, { scheme, path, query, fsPath: path });
  }
  static file(path) {
    return new Uri("file", path);
  }
  static from({ scheme, path, query }) {
    return new Uri(scheme, path, query);
  }
  static joinPath(base, ...parts) {
    return new Uri(base.scheme, [base.path, ...parts].join("/"));
  }
  toString() {
    return `${this.scheme}://${this.path}`;
  }
}
const disposable = { dispose() {} };
const event = () => disposable;
const vscode = {
  Uri,
  EventEmitter: class {
    event = event;
    fire() {}
    dispose() {}
  },
  workspace: {
    isTrusted: true,
    workspaceFolders: undefined,
    getConfiguration: () => ({
      get: (key) => state.config[key],
      inspect: (key) => ({ globalValue: state.config[key] }),
    }),
    registerTextDocumentContentProvider: () => disposable,
    onDidChangeConfiguration: event,
    onDidGrantWorkspaceTrust: event,
  },
  window: {
    createOutputChannel: () => ({ appendLine: (line) => state.lines.push(line), dispose() {} }),
    showWarningMessage: async (message) => {
      state.warnings.push(message);
      return undefined;
    },
    registerWebviewViewProvider: (id, provider) => {
      state.views[id] = provider;
      return disposable;
    },
  },
  commands: {
    registerCommand: (name, handler) => {
      state.commands[name] = handler;
      return disposable;
    },
  },
  extensions: { getExtension: () => undefined, onDidChange: event },
};

// The language client bundled in extends VS Code's classes (CodeAction, …) as it loads:
// any other class name is an empty class here.
const vscodeModule = new Proxy(vscode, {
  get: (target, key) => (key in target ? target[key] : typeof key === "string" && /^[A-Z]/.test(key) ? class {} : undefined),
});
const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === "vscode") return vscodeModule;
  return load.call(this, request, parent, isMain);
};

// Outside the project, so a require() of a package the bundle left out fails here.
const alone = mkdtempSync(join(tmpdir(), "hermes-vscode-bundle-"));
mkdirSync(join(alone, "dist"));
copyFileSync(bundle, join(alone, "dist", "extension.js"));
const context = { subscriptions: [], extensionUri: Uri.file(alone) };
const made = [alone];
after(() => {
  for (const item of context.subscriptions) item.dispose();
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

test("the bundle requires nothing but vscode and Node's own modules", () => {
  const required = new Set([...readFileSync(bundle, "utf8").matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]));
  const builtin = new Set(Module.builtinModules);
  const foreign = [...required].filter((name) => name !== "vscode" && !builtin.has(name.replace(/^node:/, "")));
  assert.deepEqual(foreign, []);
  assert.ok(required.has("vscode"));
});

test("the bundle activates alone, and its chat panel opens a session with the real hermes acp", { timeout: 60000 }, async () => {
  const saved = process.env.PATH;
  process.env.PATH = "/nonexistent";
  let extension;
  try {
    extension = require(join(alone, "dist", "extension.js"));
    await extension.activate(context);
  } finally {
    process.env.PATH = saved;
  }
  assert.equal(state.warnings.length, 1);
  assert.match(state.warnings[0], /no `hermes` found/);
  assert.ok(state.views["hermes.chat"]);
  assert.ok(state.commands["hermes.chat.newSession"]);

  // The chat finds the agent when the page is ready (the settings are read then).
  const home = mkdtempSync(join(tmpdir(), "hermes-vscode-bundle-home-"));
  made.push(home);
  writeFileSync(join(home, "config.yaml"), "model:\n  default: scripted\n  base_url: http://127.0.0.1:9/v1\n");
  const savedHome = process.env.HERMES_HOME;
  process.env.HERMES_HOME = home;
  state.config["server.pythonPath"] = python;
  let started;
  const ready = new Promise((done) => (started = done));
  const webview = {
    cspSource: "vscode-webview://x",
    asWebviewUri: (uri) => uri,
    postMessage: async (message) => {
      if (message.type === "state" && message.state.mode !== undefined) started(message.state);
    },
    onDidReceiveMessage(handler) {
      webview.handler = handler;
    },
  };
  try {
    state.views["hermes.chat"].resolveWebviewView({ webview, onDidDispose() {} });
    await webview.handler({ type: "ready" });
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no session: ${state.lines.join("\n")}`)), 45000);
    });
    const shown = await Promise.race([ready, timeout]).finally(() => clearTimeout(timer));
    assert.equal(shown.mode.current, "ask");
    assert.equal(shown.model.current, "scripted");
  } finally {
    process.env.HERMES_HOME = savedHome;
    if (savedHome === undefined) delete process.env.HERMES_HOME;
  }
});
