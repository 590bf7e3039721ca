// The chat panel's VS Code side against a mocked `vscode` module and a stand-in
// session: the page it serves, prompts and streamed updates, permission buttons,
// stop, pickers, completion, diffs, locations, and the editor's file reads and writes.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import Module, { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const state = {};

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
    return `${this.scheme}://${this.path}${this.query ? `?${this.query}` : ""}`;
  }
}
class Position {
  constructor(line, character) {
    Object.assign(this, { line, character });
  }
}
class Range {
  constructor(start, end) {
    Object.assign(this, { start, end });
  }
}
class WorkspaceEdit {
  constructor() {
    this.operations = [];
  }
  replace(uri, range, text) {
    this.operations.push({ op: "replace", path: uri.fsPath, range, text });
  }
  insert(uri, position, text) {
    this.operations.push({ op: "insert", path: uri.fsPath, position, text });
  }
  createFile(uri, options) {
    this.operations.push({ op: "create", path: uri.fsPath, options });
  }
}

// An open document whose text the mocked applyEdit changes.
function document(path, text, dirty = false) {
  const doc = {
    uri: Uri.file(path),
    text,
    isDirty: dirty,
    saved: 0,
    getText: () => doc.text,
    get lineCount() {
      return doc.text.split("\n").length;
    },
    lineAt(line) {
      const lines = doc.text.split("\n");
      return { range: { end: new Position(line, lines[line].length) } };
    },
    async save() {
      doc.saved++;
      doc.isDirty = false;
      state.disk[path] = doc.text;
      return true;
    },
  };
  return doc;
}

function reset() {
  Object.assign(state, {
    documents: [],
    disk: {},
    edits: [],
    executed: [],
    shown: [],
    lines: [],
    warnings: [],
    confirm: undefined,
  });
}

const notFound = () => Object.assign(new Error("not found"), { code: "FileNotFound" });
const vscode = {
  Uri,
  Position,
  Range,
  WorkspaceEdit,
  workspace: {
    get textDocuments() {
      return state.documents;
    },
    workspaceFolders: [{ uri: Uri.file("/work") }],
    isTrusted: true,
    getConfiguration: () => ({ get: () => undefined, inspect: () => ({}) }),
    fs: {
      async readFile(uri) {
        if (!(uri.fsPath in state.disk)) throw notFound();
        return new TextEncoder().encode(state.disk[uri.fsPath]);
      },
      async stat(uri) {
        if (!(uri.fsPath in state.disk)) throw notFound();
        return {};
      },
    },
    async openTextDocument(uri) {
      let doc = state.documents.find((d) => d.uri.fsPath === uri.fsPath);
      if (!doc) {
        doc = document(uri.fsPath, state.disk[uri.fsPath] ?? "");
        state.documents.push(doc);
      }
      return doc;
    },
    async applyEdit(edit) {
      state.edits.push(edit.operations);
      for (const op of edit.operations) {
        if (op.op === "create") state.disk[op.path] ??= "";
        if (op.op === "create" || op.op === "insert" || op.op === "replace") {
          const doc = await vscode.workspace.openTextDocument(Uri.file(op.path));
          if (op.op !== "create") {
            doc.text = op.text;
            doc.isDirty = true;
          }
        }
      }
      return true;
    },
  },
  window: {
    async showWarningMessage(message, options, ...items) {
      state.warnings.push({ message, options, items });
      return state.confirm;
    },
    async showTextDocument(uri, options) {
      state.shown.push({ path: uri.fsPath, options });
    },
  },
  commands: {
    async executeCommand(...args) {
      state.executed.push(args);
    },
  },
};

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === "vscode") return vscode;
  return load.call(this, request, parent, isMain);
};
const { ChatView, DiffDocuments } = require("../out/chat/view.js");
const { readTextFile, writeTextFile } = require("../out/chat/editorFiles.js");

const CONFIG = [
  { id: "mode", name: "Mode", category: "mode", type: "select", currentValue: "ask", options: [{ value: "ask", name: "Ask" }, { value: "allow_all", name: "Allow all" }] },
  { id: "model", name: "Model", category: "model", type: "select", currentValue: "m1", options: [{ value: "m1", name: "M1" }, { value: "m2", name: "M2" }] },
];
const OPTIONS = [
  { optionId: "no", name: "Reject", kind: "reject_once" },
  { optionId: "yes", name: "Allow once", kind: "allow_once" },
];

// A stand-in for AgentSession, driven by the test through the hooks it was given.
function fakeAgent() {
  const fake = { starts: [], prompts: [], cancels: 0, configs: [], disposed: 0, lists: [], opened: [], deleted: [] };
  // Stored sessions, two pages; opening one replays `replay` through the hooks first.
  fake.pages = { first: { sessions: [{ sessionId: "old1", cwd: "/work", title: "Fix the build", updatedAt: "2026-11-29T10:00:00Z" }], nextCursor: "p2" }, p2: { sessions: [{ sessionId: "old2", cwd: "/work", title: null }] } };
  fake.replay = [];
  fake.start = async (command, cwd, hooks) => {
    fake.starts.push({ command, cwd });
    fake.hooks = hooks;
    const id = `s${fake.starts.length}`;
    const agent = {
      session: { sessionId: id, configOptions: CONFIG, modes: null },
      get sessionId() {
        return agent.session.sessionId;
      },
      sessionCapabilities: fake.capabilities ?? { list: true, load: true, resume: true, delete: true },
      listSessions: async (cursor) => {
        fake.lists.push(cursor);
        return cursor === undefined ? fake.pages.first : fake.pages[cursor];
      },
      open: async (sessionId, how) => {
        fake.opened.push([sessionId, how]);
        if (sessionId === "gone") throw new Error("no session 'gone'");
        if (how === "load") for (const update of fake.replay) hooks.update(update);
        agent.session = { sessionId, configOptions: CONFIG, modes: null };
      },
      deleteSession: async (sessionId) => {
        fake.deleted.push(sessionId);
      },
      acceptsImages: fake.acceptsImages ?? true,
      prompt: (text, images = []) =>
        new Promise((resolve) => {
          fake.prompts.push(text);
          if (images.length > 0) fake.images = images;
          fake.finish = resolve;
        }),
      cancel: async () => {
        fake.cancels++;
      },
      setConfigOption: async (configId, value) => {
        fake.configs.push([configId, value]);
        return CONFIG.map((o) => (o.id === configId ? { ...o, currentValue: value } : o));
      },
      dispose: () => {
        fake.disposed++;
      },
      closed: new Promise(() => {}),
    };
    return agent;
  };
  return fake;
}

const PYTHON = { command: "/venv/bin/python", args: ["-m", "hermes_cli", "acp"], from: "python" };

function mountedView(options = {}) {
  const command = "command" in options ? options.command : PYTHON;
  const editorFiles = options.editorFiles ?? true;
  const fake = fakeAgent();
  const posted = [];
  const webview = {
    cspSource: "vscode-webview://x",
    asWebviewUri: (uri) => ({ toString: () => `vscode-webview://x${uri.path}` }),
    postMessage: async (message) => posted.push(message),
    onDidReceiveMessage(handler) {
      webview.handler = handler;
    },
  };
  const output = { appendLine: (line) => state.lines.push(line) };
  const diffs = new DiffDocuments();
  const chat = new ChatView(Uri.file("/ext"), { command: async () => command, editorFiles: () => editorFiles }, output, diffs, fake.start, options.runner);
  chat.resolveWebviewView({ webview, onDidDispose() {} });
  const last = () => posted.filter((m) => m.type === "state").at(-1).state;
  return { chat, fake, webview, posted, last, diffs };
}

const tick = () => new Promise((done) => setImmediate(done));

beforeEach(reset);

test("the view serves a page with a strict policy and scripts only from media/", () => {
  const { webview } = mountedView();
  assert.equal(webview.options.enableScripts, true);
  assert.deepEqual(webview.options.localResourceRoots.map((u) => u.path), ["/ext/media"]);
  assert.match(webview.html, /Content-Security-Policy" content="default-src 'none'; style-src vscode-webview:\/\/x;/);
  assert.match(webview.html, /<script nonce="[^"]+" src="vscode-webview:\/\/x\/ext\/media\/chat\.js"><\/script>/);
  assert.match(webview.html, /<link rel="stylesheet" href="vscode-webview:\/\/x\/ext\/media\/chat\.css">/);
});

test("when the page is ready the agent starts, so pickers and commands are there before a prompt", async () => {
  const { chat, fake, last } = mountedView();
  await chat.receive({ type: "ready" });
  assert.equal(fake.starts.length, 1);
  assert.equal(last().mode.current, "ask");
  assert.equal(last().busy, false);
  await chat.receive({ type: "ready" }); // a reloaded page redraws, and starts nothing more
  assert.equal(fake.starts.length, 1);
});

test("a prompt starts hermes acp in the workspace and streams into the drawn state", async () => {
  const { chat, fake, last } = mountedView();
  const turn = chat.receive({ type: "prompt", text: "hello" });
  await tick();
  assert.deepEqual(fake.starts, [{ command: { command: "/venv/bin/python", args: ["-m", "hermes_cli", "acp"], from: "python" }, cwd: "/work" }]);
  assert.deepEqual(fake.prompts, ["hello"]);
  assert.equal(last().busy, true);
  assert.equal(last().mode.current, "ask");
  assert.deepEqual(last().model.options.map((o) => o.value), ["m1", "m2"]);
  fake.hooks.update({ sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Hi *you*" } });
  assert.deepEqual(last().entries, [
    { type: "user", text: "hello" },
    { type: "agent", html: "<p>Hi <em>you</em></p>\n" },
  ]);
  fake.finish("end_turn");
  await turn;
  assert.equal(last().busy, false);
  // A second prompt reuses the running session.
  const again = chat.receive({ type: "prompt", text: "more" });
  await tick();
  assert.equal(fake.starts.length, 1);
  fake.finish("end_turn");
  await again;
});

test("a permission button answers the agent with the option chosen, and the buttons go away", async () => {
  const { chat, fake, last } = mountedView();
  void chat.receive({ type: "prompt", text: "write it" });
  await tick();
  fake.hooks.update({ sessionUpdate: "tool_call", toolCallId: "c1", title: "write_file: a.txt", kind: "edit", status: "pending" });
  const answer = fake.hooks.requestPermission(
    { sessionId: "s1", toolCall: { toolCallId: "c1", title: "write_file: a.txt" }, options: OPTIONS },
    new AbortController().signal,
  );
  const card = last().entries.find((e) => e.type === "tool").card;
  assert.deepEqual(card.permission.buttons.map((b) => b.optionId), ["yes", "no"]);
  await chat.receive({ type: "permission", requestId: card.permission.requestId, optionId: "yes" });
  assert.deepEqual(await answer, { outcome: "selected", optionId: "yes" });
  assert.equal(last().entries.find((e) => e.type === "tool").card.permission, undefined);
  fake.finish("end_turn");
});

test("stop cancels the turn, and a request the agent withdraws answers cancelled", async () => {
  const { chat, fake, last } = mountedView();
  const turn = chat.receive({ type: "prompt", text: "run" });
  await tick();
  const withdrawn = new AbortController();
  const answer = fake.hooks.requestPermission(
    { sessionId: "s1", toolCall: { toolCallId: "c9", title: "terminal: rm -rf build" }, options: OPTIONS },
    withdrawn.signal,
  );
  assert.equal(last().entries.at(-1).card.title, "terminal: rm -rf build");
  await chat.receive({ type: "cancel" });
  assert.equal(fake.cancels, 1);
  withdrawn.abort(); // what AgentSession.cancel does to open requests
  assert.deepEqual(await answer, { outcome: "cancelled" });
  assert.equal(last().entries.at(-1).card.permission, undefined);
  fake.finish("cancelled");
  await turn;
  assert.equal(last().busy, false);
});

test("the pickers set config options and draw the agent's answer; / completes commands", async () => {
  const { chat, fake, last, posted } = mountedView();
  await chat.receive({ type: "config", configId: "model", value: "m2" });
  assert.deepEqual(fake.configs, [["model", "m2"]]);
  assert.equal(last().model.current, "m2");
  fake.hooks.update({
    sessionUpdate: "available_commands_update",
    availableCommands: [{ name: "compress", description: "Compress" }, { name: "help", description: "Help" }],
  });
  await chat.receive({ type: "complete", text: "/he" });
  assert.deepEqual(posted.at(-1), {
    type: "completions",
    items: [{ name: "help", description: "Help", insertText: "/help " }],
  });
});

test("a diff opens in vscode.diff and a location opens at its 1-based line", async () => {
  const { chat, fake, diffs } = mountedView();
  void chat.receive({ type: "prompt", text: "edit" });
  await tick();
  fake.hooks.update({
    sessionUpdate: "tool_call",
    toolCallId: "c2",
    title: "edit",
    kind: "edit",
    status: "completed",
    content: [{ type: "diff", path: "/work/a.txt", oldText: "old\n", newText: "new\n" }],
  });
  await chat.receive({ type: "openDiff", toolCallId: "c2", index: 0 });
  const [[command, left, right, title]] = state.executed;
  assert.equal(command, "vscode.diff");
  assert.equal(left.scheme, "hermes-diff");
  assert.equal(diffs.provideTextDocumentContent(left), "old\n");
  assert.equal(diffs.provideTextDocumentContent(right), "new\n");
  assert.equal(title, "a.txt (Hermes edit)");
  await chat.receive({ type: "openLocation", path: "/work/a.txt", line: 3 });
  assert.equal(state.shown[0].path, "/work/a.txt");
  assert.deepEqual(state.shown[0].options.selection.start, new Position(2, 0));
  fake.finish("end_turn");
});

test("the agent's reads come from open editors; writes are workspace edits, then saved", async () => {
  state.disk["/work/a.txt"] = "on disk\n";
  state.documents.push(document("/work/a.txt", "one\ntwo\nunsaved\n", true));
  state.disk["/work/b.txt"] = "b on disk\n";
  assert.equal(await readTextFile({ sessionId: "s", path: "/work/a.txt" }), "one\ntwo\nunsaved\n");
  assert.equal(await readTextFile({ sessionId: "s", path: "/work/a.txt", line: 2, limit: 1 }), "two\n");
  assert.equal(await readTextFile({ sessionId: "s", path: "/work/b.txt" }), "b on disk\n");
  await assert.rejects(readTextFile({ sessionId: "s", path: "/work/none.txt" }), { code: "FileNotFound" });

  await writeTextFile({ sessionId: "s", path: "/work/a.txt", content: "replaced\n" });
  assert.deepEqual(state.edits[0], [
    { op: "replace", path: "/work/a.txt", range: new Range(new Position(0, 0), new Position(3, 0)), text: "replaced\n" },
  ]);
  assert.equal(state.disk["/work/a.txt"], "replaced\n");

  await writeTextFile({ sessionId: "s", path: "/work/new.txt", content: "fresh\n" });
  assert.deepEqual(state.edits[1], [
    { op: "create", path: "/work/new.txt", options: { ignoreIfExists: true } },
    { op: "insert", path: "/work/new.txt", position: new Position(0, 0), text: "fresh\n" },
  ]);
  assert.equal(state.disk["/work/new.txt"], "fresh\n");
});

test("with editor file access off the agent is not offered reads or writes", async () => {
  const { chat, fake } = mountedView({ editorFiles: false });
  await chat.receive({ type: "config", configId: "mode", value: "ask" });
  assert.equal(fake.hooks.readTextFile, undefined);
  assert.equal(fake.hooks.writeTextFile, undefined);
});

test("without a hermes command the panel says how to get one and starts nothing", async () => {
  const { chat, fake, last } = mountedView({ command: undefined });
  await chat.receive({ type: "prompt", text: "hi" });
  assert.equal(fake.starts.length, 0);
  assert.match(last().entries.at(-1).text, /No `hermes` found/);
  assert.equal(last().busy, false);
});

const say = (t) => ({ type: "text", text: t });

test("the sessions list shows the folder's sessions page by page, and opening one replays its history", async () => {
  const { chat, fake, last } = mountedView();
  void chat.receive({ type: "prompt", text: "new words" });
  await tick();
  fake.finish("end_turn");
  await chat.receive({ type: "sessions" });
  assert.deepEqual(last().sessions, {
    sessions: [{ sessionId: "old1", title: "Fix the build", when: "2026-11-29 10:00", current: false }],
    more: true,
  });
  await chat.receive({ type: "moreSessions" });
  assert.deepEqual(fake.lists, [undefined, "p2"]);
  assert.deepEqual(last().sessions.sessions.map((s) => [s.sessionId, s.title]), [["old1", "Fix the build"], ["old2", "Untitled session"]]);
  assert.equal(last().sessions.more, false);

  fake.replay = [
    { sessionUpdate: "user_message_chunk", content: say("Fix the build") },
    { sessionUpdate: "tool_call", toolCallId: "t1", title: "terminal: make", kind: "execute", status: "completed", content: [{ type: "content", content: say("ok") }] },
    { sessionUpdate: "agent_message_chunk", content: say("Fixed.") },
  ];
  await chat.receive({ type: "openSession", sessionId: "old1" });
  assert.deepEqual(fake.opened, [["old1", "load"]]);
  assert.deepEqual(last().entries.map((e) => e.type), ["user", "tool", "agent"]); // the old conversation is gone
  assert.equal(last().entries[0].text, "Fix the build");
  assert.equal(last().entries[2].html, "<p>Fixed.</p>\n");
  assert.equal(last().mode.current, "ask");
  assert.equal(last().sessions, undefined); // the list closes
  assert.equal(fake.starts.length, 1); // the same agent process
  await chat.receive({ type: "sessions" });
  assert.equal(last().sessions.sessions.find((s) => s.sessionId === "old1").current, true);
});

test("a session that cannot be opened leaves the conversation as it was, with the reason", async () => {
  const { chat, fake, last } = mountedView();
  void chat.receive({ type: "prompt", text: "keep me" });
  await tick();
  fake.finish("end_turn");
  await tick();
  await chat.receive({ type: "openSession", sessionId: "gone" });
  assert.deepEqual(last().entries.map((e) => e.type), ["user", "notice"]);
  assert.equal(last().entries[0].text, "keep me");
  assert.match(last().entries[1].text, /Could not open the session: no session 'gone'/);
});

test("resume last continues the newest other session without replaying it", async () => {
  const { chat, fake, last } = mountedView();
  await chat.receive({ type: "resumeLast" });
  assert.deepEqual(fake.opened, [["old1", "resume"]]);
  assert.deepEqual(last().entries, [
    { type: "notice", text: "Resumed “Fix the build”; its earlier messages are not shown here.", severity: "info" },
  ]);
});

test("deleting a session asks first; deleting the current one starts a new chat", async () => {
  const { chat, fake, last } = mountedView();
  await chat.receive({ type: "sessions" });
  await chat.receive({ type: "deleteSession", sessionId: "old1" }); // the user dismisses the question
  assert.equal(state.warnings.length, 1);
  assert.match(state.warnings[0].message, /Delete the Hermes session “Fix the build”\?/);
  assert.deepEqual(state.warnings[0].options, { modal: true });
  assert.deepEqual(fake.deleted, []);
  state.confirm = "Delete";
  await chat.receive({ type: "deleteSession", sessionId: "old1" });
  assert.deepEqual(fake.deleted, ["old1"]);
  assert.deepEqual(last().sessions.sessions, []);
  await chat.receive({ type: "deleteSession", sessionId: "s1" }); // the current session
  assert.equal(fake.disposed, 1);
  assert.equal(fake.starts.length, 2);
  assert.deepEqual(fake.deleted, ["old1", "s1"]);
});

test("the agent's commands run through the runner and their output shows on the tool card", async () => {
  const runs = [];
  const runner = (spec, onOutput) => {
    let exit;
    runs.push({ spec, onOutput, exit: (e) => exit(e) });
    return { exited: new Promise((done) => (exit = done)), kill() {} };
  };
  const { chat, fake, last } = mountedView({ runner });
  void chat.receive({ type: "prompt", text: "build" });
  await tick();
  const terminalId = fake.hooks.terminals.create({ sessionId: "s1", command: "/bin/sh", args: ["-c", "make"], cwd: "/work", outputByteLimit: 1000 });
  fake.hooks.update({ sessionUpdate: "tool_call_update", toolCallId: "t1", status: "in_progress", content: [{ type: "terminal", terminalId }] });
  runs[0].onOutput(new TextEncoder().encode("compiling\n"));
  assert.deepEqual(last().entries.at(-1).card.content, [{ type: "terminal", terminalId, output: "compiling\n", status: "running" }]);
  runs[0].exit({ exitCode: 0, signal: null });
  await tick();
  fake.hooks.terminals.release(terminalId);
  assert.equal(last().entries.at(-1).card.content[0].status, "exit 0");
  fake.finish("end_turn");
});

test("a prompt with pasted images sends them as image blocks, and an agent without images refuses before sending", async () => {
  const png = { mimeType: "image/png", data: "iVBORw0KGgo=" };
  const { chat, fake, last } = mountedView();
  const turn = chat.receive({ type: "prompt", text: "what is this?", images: [png] });
  await tick();
  assert.deepEqual(fake.images, [png]);
  assert.equal(last().entries[0].text, "what is this?\n[1 image]");
  fake.finish("end_turn");
  await turn;

  const blind = mountedView();
  blind.fake.acceptsImages = false;
  await blind.chat.receive({ type: "prompt", text: "and this?", images: [png] });
  assert.deepEqual(blind.fake.prompts, []);
  assert.match(blind.last().entries.at(-1).text, /does not take images/);
});

test("an agent without stored sessions is not asked to load or delete one", async () => {
  const { chat, fake, last } = mountedView();
  fake.capabilities = { list: false, load: false, resume: false, delete: false };
  await chat.receive({ type: "openSession", sessionId: "old1" });
  assert.match(last().entries.at(-1).text, /cannot load a stored session/);
  state.confirm = "Delete";
  await chat.receive({ type: "deleteSession", sessionId: "old1" });
  assert.match(last().entries.at(-1).text, /cannot delete its sessions/);
  await chat.receive({ type: "sessions" });
  assert.match(last().entries.at(-1).text, /cannot list its sessions/);
  assert.deepEqual([fake.opened, fake.deleted, fake.lists, state.warnings], [[], [], [], []]);
});
