// The extension's activation against a mocked `vscode` module and language client:
// what it starts, with which options, where it finds `hermes` (the settings, the
// interpreter selected in a stand-in Python extension — real interpreters behind it —
// and PATH), and what it offers when there is none: pip in the selected interpreter
// as a task, "Set path…", nothing to install in an untrusted workspace.
// env HERMES_PYTHON: the interpreter with hermes-workbench installed (default: the repo's .venv).
import { test, before, after, beforeEach, afterEach } from "node:test";
import assert from "node:assert/strict";
import Module, { createRequire } from "node:module";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL(".", import.meta.url));
const hermesPython = process.env.HERMES_PYTHON ?? resolve(here, "../../../.venv/bin/python");
const state = {};
const disposable = { dispose() {} };

// A promise and its resolver, for what happens after activate() returns.
function deferred() {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

// The Python extension's exported API: the selected interpreter, and its change event.
function pythonExtension(selected) {
  const python = { selected, activated: 0, asked: 0, listeners: [] };
  python.extension = {
    isActive: false,
    exports: {
      environments: {
        getActiveEnvironmentPath: () => {
          python.asked++;
          return { id: python.selected ?? "none", path: python.selected ?? "" };
        },
        resolveEnvironment: async (environment) =>
          environment.path === "" ? undefined : { executable: { uri: { fsPath: environment.path } } },
        onDidChangeActiveEnvironmentPath: (listener) => {
          python.listeners.push(listener);
          return disposable;
        },
      },
    },
    async activate() {
      python.activated++;
      python.extension.isActive = true;
      return python.extension.exports;
    },
  };
  python.select = (path) => {
    python.selected = path;
    for (const listener of python.listeners) listener({ id: path, path });
  };
  return python;
}

function reset({ trusted = true, config = {}, workspaceConfig = {}, python } = {}) {
  Object.assign(state, {
    trusted,
    config,
    workspaceConfig,
    python,
    commands: {},
    views: {},
    providers: {},
    warnings: [],
    errors: [],
    infos: [],
    answers: [], // what the user clicks on the next warnings, in order
    opened: undefined, // what the file dialog picks
    updates: [],
    executed: [],
    tasks: [],
    taskRun: deferred(),
    taskEnded: [],
    configListeners: [],
    clients: [],
    started: deferred(),
    lines: [],
  });
}

const vscode = {
  ConfigurationTarget: { Global: 1, Workspace: 2, WorkspaceFolder: 3 },
  TaskScope: { Global: 1, Workspace: 2 },
  TaskRevealKind: { Always: 1, Silent: 2, Never: 3 },
  Task: class {
    constructor(definition, scope, name, source, execution) {
      Object.assign(this, { definition, scope, name, source, execution });
    }
  },
  ProcessExecution: class {
    constructor(process, args) {
      Object.assign(this, { process, args });
    }
  },
  extensions: {
    getExtension: (id) => (id === "ms-python.python" ? state.python?.extension : undefined),
    onDidChange: () => disposable,
  },
  workspace: {
    get isTrusted() {
      return state.trusted;
    },
    workspaceFolders: undefined,
    registerTextDocumentContentProvider: (scheme, provider) => {
      state.providers[scheme] = provider;
      return disposable;
    },
    getConfiguration: () => ({
      get: (key) => state.config[key],
      inspect: (key) => ({ globalValue: state.config[key], workspaceValue: state.workspaceConfig[key] }),
      update: async (key, value, target) => {
        state.updates.push([key, value, target]);
        state.config[key] = value;
        for (const listener of state.configListeners) listener({ affectsConfiguration: (section) => `hermes.${key}`.startsWith(section) });
      },
    }),
    onDidChangeConfiguration: (listener) => {
      state.configListeners.push(listener);
      return disposable;
    },
    onDidGrantWorkspaceTrust: () => disposable,
  },
  window: {
    createOutputChannel: () => ({ appendLine: (line) => state.lines.push(line), dispose() {} }),
    showWarningMessage: async (message, ...items) => {
      state.warnings.push({ message, items });
      return state.answers.shift();
    },
    showErrorMessage: async (message) => state.errors.push(message),
    showInformationMessage: async (message) => state.infos.push(message),
    showOpenDialog: async () => (state.opened === undefined ? undefined : [{ fsPath: state.opened }]),
    registerWebviewViewProvider: (id, provider, options) => {
      state.views[id] = { provider, options };
      return disposable;
    },
  },
  commands: {
    registerCommand: (name, handler) => {
      state.commands[name] = handler;
      return disposable;
    },
    executeCommand: async (...args) => state.executed.push(args),
  },
  tasks: {
    executeTask: async (task) => {
      state.tasks.push(task);
      state.taskRun.resolve(task);
      return { task };
    },
    // The test ends the task: finishTask(exitCode).
    onDidEndTaskProcess: (listener) => {
      state.taskEnded.push((task, exitCode) => listener({ execution: { task }, exitCode }));
      return disposable;
    },
    onDidEndTask: () => disposable,
  },
};
const finishTask = (exitCode) => {
  const task = state.tasks.at(-1);
  for (const end of state.taskEnded) end(task, exitCode);
};

class FakeClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, running: false });
    state.clients.push(this);
  }
  async start() {
    this.running = true;
    state.started.resolve(this);
  }
  async stop() {
    this.running = false;
  }
}
const languageClient = { LanguageClient: FakeClient, TransportKind: { stdio: 0 } };

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === "vscode") return vscode;
  if (request === "vscode-languageclient/node") return languageClient;
  return load.call(this, request, parent, isMain);
};

function fresh() {
  delete require.cache[require.resolve("../out/extension.js")];
  return require("../out/extension.js");
}
const context = () => ({ subscriptions: [], extensionUri: { scheme: "file", path: "/ext" } });

// Real programs: a venv without hermes-workbench, and a folder with a `hermes` command.
let bare;
let binWithHermes;
let empty;
let venv;
const savedPath = process.env.PATH;
before(() => {
  venv = mkdtempSync(join(tmpdir(), "hermes-vscode-venv-"));
  execFileSync("python3", ["-m", "venv", "--without-pip", venv]);
  bare = join(venv, "bin", "python");
  binWithHermes = mkdtempSync(join(tmpdir(), "hermes-vscode-bin-"));
  writeFileSync(join(binWithHermes, "hermes"), "#!/bin/sh\nexit 2\n");
  chmodSync(join(binWithHermes, "hermes"), 0o755);
  empty = mkdtempSync(join(tmpdir(), "hermes-vscode-empty-"));
});
after(() => {
  for (const folder of [venv, binWithHermes, empty]) rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  reset();
  process.env.PATH = empty; // no hermes unless a test puts it there
});
afterEach(() => {
  process.env.PATH = savedPath;
});

test("activation starts the server from the python setting with the selector and settings", async () => {
  reset({ config: { "server.pythonPath": "/venv/bin/python", profile: "codex", trust: "community" } });
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.clients.length, 1);
  const [client] = state.clients;
  assert.equal(client.serverOptions.command, "/venv/bin/python");
  assert.deepEqual(client.serverOptions.args, ["-m", "hermes_cli", "lsp"]);
  assert.deepEqual(client.clientOptions.documentSelector[0], { language: "skill" });
  assert.deepEqual(client.clientOptions.initializationOptions, {
    hermes: { profile: "codex", trust: "community" },
  });
  assert.equal(client.clientOptions.synchronize.configurationSection, "hermes");
  assert.ok(client.running);
  await extension.deactivate();
  assert.equal(client.running, false);
});

test("activation registers the chat view, its diff documents and its commands", async () => {
  reset({ config: { "server.pythonPath": "/venv/bin/python" } });
  const extension = fresh();
  const ctx = context();
  await extension.activate(ctx);
  assert.deepEqual(Object.keys(state.views), ["hermes.chat"]);
  assert.equal(state.views["hermes.chat"].options.webviewOptions.retainContextWhenHidden, true);
  assert.deepEqual(Object.keys(state.providers), ["hermes-diff"]);
  assert.deepEqual(Object.keys(state.commands).sort(), ["hermes.chat.cancel", "hermes.chat.newSession", "hermes.chat.sessions", "hermes.restartServer"]);
  assert.equal(ctx.subscriptions.length, 11);
  // The views, commands and ids the extension registers are the ones package.json declares.
  const manifest = require("../package.json");
  assert.deepEqual(manifest.contributes.views.hermes.map((v) => [v.type, v.id]), [["webview", "hermes.chat"]]);
  const declared = manifest.contributes.commands.map((c) => c.command).sort();
  assert.deepEqual(declared, Object.keys(state.commands).sort());
  assert.deepEqual(manifest.contributes.taskDefinitions.map((t) => t.type), ["hermes-install"]);
  assert.equal(manifest.extensionDependencies, undefined); // the Python extension is never required
  await extension.deactivate();
});

test("the restart command stops the client and starts a new one", async () => {
  reset({ config: { "server.path": "/opt/hermes" } });
  const extension = fresh();
  await extension.activate(context());
  await state.commands["hermes.restartServer"]();
  assert.equal(state.clients.length, 2);
  assert.equal(state.clients[0].running, false);
  assert.equal(state.clients[1].running, true);
  await extension.deactivate();
});

test("with no settings, the interpreter selected in the Python extension runs the server when it has hermes-workbench", async () => {
  reset({ python: pythonExtension(hermesPython) });
  process.env.PATH = binWithHermes; // it comes before hermes on PATH
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.python.activated, 1);
  assert.equal(state.clients.length, 1);
  assert.equal(state.clients[0].serverOptions.command, hermesPython);
  assert.deepEqual(state.clients[0].serverOptions.args, ["-m", "hermes_cli", "lsp"]);
  assert.match(state.lines.join("\n"), /from python-extension/);
  assert.deepEqual(state.warnings, []);
  await extension.deactivate();
});

test("a selected interpreter without hermes-workbench is passed over for hermes on PATH", async () => {
  reset({ python: pythonExtension(undefined) });
  state.python.selected = bare;
  process.env.PATH = binWithHermes;
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.clients.length, 1);
  assert.equal(state.clients[0].serverOptions.command, join(binWithHermes, "hermes"));
  assert.deepEqual(state.clients[0].serverOptions.args, ["lsp"]);
  await extension.deactivate();
});

test("with nothing found, Install runs pip in the selected interpreter as a task, then starts the server", async () => {
  reset({ python: pythonExtension(bare) });
  state.answers.push("Install with pip");
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.clients.length, 0);
  assert.equal(state.warnings.length, 1);
  assert.match(state.warnings[0].message, new RegExp(`selected Python interpreter \\(${bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\) does not have hermes-workbench`));
  assert.deepEqual(state.warnings[0].items, ["Install with pip", "Set path…"]);
  const task = await state.taskRun.promise;
  assert.equal(task.definition.type, "hermes-install");
  assert.equal(task.execution.process, bare);
  assert.deepEqual(task.execution.args, ["-m", "pip", "install", "hermes-workbench[lsp,acp]"]);
  assert.equal(task.presentationOptions.reveal, vscode.TaskRevealKind.Always); // pip runs where the user sees it
  state.python.selected = hermesPython; // what pip did, as the next search sees it
  finishTask(0);
  const client = await state.started.promise;
  assert.equal(client.serverOptions.command, hermesPython);
  assert.match(state.infos[0], /hermes-workbench\[lsp,acp\] is installed/);
  await extension.deactivate();
});

test("a failed install says so and starts nothing", async () => {
  reset({ python: pythonExtension(bare) });
  state.answers.push("Install with pip");
  const extension = fresh();
  await extension.activate(context());
  await state.taskRun.promise;
  const shown = new Promise((done) => {
    vscode.window.showErrorMessage = async (message) => done(message);
  });
  finishTask(1);
  assert.match(await shown, /pip exited with 1; its output is in the terminal\. A Python managed by the system refuses pip/);
  assert.equal(state.clients.length, 0);
  vscode.window.showErrorMessage = async (message) => state.errors.push(message);
  await extension.deactivate();
});

test("choosing another interpreter in the Python extension starts the server with it", async () => {
  reset({ python: pythonExtension(bare) });
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.clients.length, 0);
  state.python.select(hermesPython);
  const client = await state.started.promise;
  assert.equal(client.serverOptions.command, hermesPython);
  await extension.deactivate();
});

test("Set path… puts a Python with hermes-workbench in hermes.server.pythonPath, another program in hermes.server.path", async () => {
  state.answers.push("Set path…");
  state.opened = hermesPython;
  const extension = fresh();
  await extension.activate(context());
  assert.deepEqual(state.warnings[0].items, ["Set path…"]); // no Python extension: nothing to select or install into
  const client = await state.started.promise; // the setting changed: the server starts
  assert.deepEqual(state.updates, [["server.pythonPath", hermesPython, vscode.ConfigurationTarget.Global]]);
  assert.equal(client.serverOptions.command, hermesPython);
  await extension.deactivate();

  reset();
  state.answers.push("Set path…");
  state.opened = join(binWithHermes, "hermes");
  const again = fresh();
  await again.activate(context());
  const other = await state.started.promise;
  assert.deepEqual(state.updates, [["server.path", join(binWithHermes, "hermes"), vscode.ConfigurationTarget.Global]]);
  assert.deepEqual(other.serverOptions.args, ["lsp"]);
  await again.deactivate();
});

test("an untrusted workspace cannot choose the server, its interpreter is not asked, and nothing is installed", async () => {
  reset({ trusted: false, workspaceConfig: { "server.path": "./run-me.sh" }, python: pythonExtension(hermesPython) });
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.clients.length, 0);
  assert.deepEqual([state.python.activated, state.python.asked], [0, 0]);
  assert.equal(state.warnings.length, 1);
  assert.match(state.warnings[0].message, /not trusted/);
  assert.deepEqual(state.warnings[0].items, ["Set path…", "Manage workspace trust"]);
  await extension.deactivate();
});

test("a Python extension installed (or activated) after the first search is used by the next one", async () => {
  const extension = fresh();
  await extension.activate(context());
  assert.equal(state.clients.length, 0);
  state.python = pythonExtension(hermesPython);
  await state.commands["hermes.restartServer"]();
  assert.equal(state.clients.length, 1);
  assert.equal(state.clients[0].serverOptions.command, hermesPython);
  await extension.deactivate();
});
