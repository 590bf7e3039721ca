// The extension's activation against a mocked `vscode` module and language client:
// what it starts, with which options, and what it does without a server.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import Module, { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const state = {};

function reset({ trusted = true, config = {}, workspaceConfig = {} } = {}) {
  Object.assign(state, {
    trusted,
    config,
    workspaceConfig,
    commands: {},
    views: {},
    providers: {},
    warnings: [],
    clients: [],
    lines: [],
  });
}

const vscode = {
  workspace: {
    get isTrusted() {
      return state.trusted;
    },
    registerTextDocumentContentProvider: (scheme, provider) => {
      state.providers[scheme] = provider;
      return { dispose() {} };
    },
    getConfiguration: () => ({
      get: (key) => state.config[key],
      inspect: (key) => ({ globalValue: state.config[key], workspaceValue: state.workspaceConfig[key] }),
    }),
  },
  window: {
    createOutputChannel: () => ({ appendLine: (line) => state.lines.push(line) }),
    showWarningMessage: async (message) => {
      state.warnings.push(message);
    },
    registerWebviewViewProvider: (id, provider, options) => {
      state.views[id] = { provider, options };
      return { dispose() {} };
    },
  },
  commands: {
    registerCommand: (name, handler) => {
      state.commands[name] = handler;
      return { dispose() {} };
    },
  },
};

class FakeClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, running: false });
    state.clients.push(this);
  }
  async start() {
    this.running = true;
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

beforeEach(() => reset());

test("activation starts the server from the python setting with the selector and settings", async () => {
  reset({ config: { "server.pythonPath": "/venv/bin/python", profile: "codex", trust: "community" } });
  const extension = fresh();
  const context = { subscriptions: [], extensionUri: { scheme: "file", path: "/ext" } };
  await extension.activate(context);
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
  const context = { subscriptions: [], extensionUri: { scheme: "file", path: "/ext" } };
  await extension.activate(context);
  assert.deepEqual(Object.keys(state.views), ["hermes.chat"]);
  assert.equal(state.views["hermes.chat"].options.webviewOptions.retainContextWhenHidden, true);
  assert.deepEqual(Object.keys(state.providers), ["hermes-diff"]);
  assert.deepEqual(Object.keys(state.commands).sort(), ["hermes.chat.cancel", "hermes.chat.newSession", "hermes.chat.sessions", "hermes.restartServer"]);
  assert.equal(context.subscriptions.length, 7);
  // The views, commands and ids the extension registers are the ones package.json declares.
  const manifest = require("../package.json");
  assert.deepEqual(manifest.contributes.views.hermes.map((v) => [v.type, v.id]), [["webview", "hermes.chat"]]);
  const declared = manifest.contributes.commands.map((c) => c.command).sort();
  assert.deepEqual(declared, Object.keys(state.commands).sort());
  await extension.deactivate();
});

test("the restart command stops the client and starts a new one", async () => {
  reset({ config: { "server.path": "/opt/hermes" } });
  const extension = fresh();
  await extension.activate({ subscriptions: [], extensionUri: { scheme: "file", path: "/ext" } });
  await state.commands["hermes.restartServer"]();
  assert.equal(state.clients.length, 2);
  assert.equal(state.clients[0].running, false);
  assert.equal(state.clients[1].running, true);
  await extension.deactivate();
});

test("an untrusted workspace cannot choose the server; without one a warning is shown", async () => {
  reset({ trusted: false, workspaceConfig: { "server.path": "./run-me.sh" } });
  const saved = process.env.PATH;
  process.env.PATH = "/nonexistent";
  try {
    const extension = fresh();
    await extension.activate({ subscriptions: [], extensionUri: { scheme: "file", path: "/ext" } });
  } finally {
    process.env.PATH = saved;
  }
  assert.equal(state.clients.length, 0);
  assert.equal(state.warnings.length, 1);
  assert.match(state.warnings[0], /no language server found/);
});
