// The chat panel's ACP session module (out/chat/agent.js, the official TypeScript SDK
// underneath) against the real `hermes acp`, whose model is a scripted
// OpenAI-compatible server on 127.0.0.1: a streamed answer, a write_file call whose
// permission the module's hook answers and whose write arrives as fs/write_text_file,
// a read answered from "the editor", and a cancel while a permission is pending;
// then a command run in the client's terminal, a picture in a prompt, and the session
// listed, loaded (its history replayed) and another deleted from a second agent process.
// env HERMES_PYTHON: the interpreter with hermes-workbench installed (default: the repo's .venv).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { AgentSession } = require("../out/chat/agent.js");
const { reduce, emptyConversation } = require("../out/chat/conversation.js");
const { present } = require("../out/chat/present.js");
const { commandFromSettings } = require("../out/server.js");
const { Terminals, spawnCommand } = require("../out/chat/terminals.js");
const here = fileURLToPath(new URL(".", import.meta.url));
const python = process.env.HERMES_PYTHON ?? resolve(here, "../../../.venv/bin/python");

const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`timeout: ${what}`)), ms).unref()),
  ]);

// A scripted model: each POST /v1/chat/completions takes the next reply and streams it.
function scriptedModel() {
  const replies = [];
  const requests = [];
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", model: "scripted", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (data) => (body += data));
    req.on("end", () => {
      requests.push(JSON.parse(body || "{}"));
      const reply = replies.shift() ?? { text: ["(no more replies)"] };
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (reply.text) {
        if (reply.thought) res.write(chunk({ role: "assistant", reasoning_content: reply.thought }));
        reply.text.forEach((piece, i) => res.write(chunk(i === 0 ? { role: "assistant", content: piece } : { content: piece })));
        res.write(chunk({}, "stop"));
        if (reply.usage) res.write(`data: ${JSON.stringify({ choices: [], usage: reply.usage })}\n\n`);
      } else {
        const [id, name, args] = reply.tool;
        res.write(chunk({ role: "assistant", tool_calls: [{ index: 0, id, type: "function", function: { name, arguments: JSON.stringify(args) } }] }));
        res.write(chunk({}, "tool_calls"));
      }
      res.end("data: [DONE]\n\n");
    });
  });
  return {
    replies,
    requests,
    listen: () => new Promise((done) => server.listen(0, "127.0.0.1", () => done(server.address().port))),
    close: () =>
      new Promise((done) => {
        server.close(done);
        server.closeAllConnections(); // keep-alive sockets must not hold the test open
      }),
  };
}

// The hooks the chat view gives the module, recording what they were asked.
function recordingHooks() {
  const hooks = {
    conversation: emptyConversation(),
    permissions: [],
    reads: [],
    writes: [],
    logs: [],
    choose: (request) => request.options.find((o) => o.kind === "allow_once").optionId,
    update(update) {
      hooks.conversation = reduce(hooks.conversation, { type: "update", update });
    },
    async requestPermission(request, signal) {
      hooks.permissions.push({ request, signal });
      const choice = hooks.choose(request);
      if (choice === "never") return new Promise(() => {}); // only the cancel settles it
      return { outcome: "selected", optionId: choice };
    },
    async readTextFile(request) {
      hooks.reads.push(request.path);
      if (request.path.endsWith("a.txt")) return "from the editor's unsaved buffer\n";
      return readFileSync(request.path, "utf8"); // ENOENT for a new file: the agent hears -32002
    },
    async writeTextFile(request) {
      hooks.writes.push(request);
      writeFileSync(request.path, request.content); // what applying the WorkspaceEdit and saving does
    },
    log(line) {
      hooks.logs.push(line);
    },
  };
  return hooks;
}

const waitFor = async (predicate, what) => {
  for (let i = 0; i < 400; i++) {
    if (predicate()) return;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`never: ${what}`);
};

test("the chat's session module drives the real hermes acp: stream, permission, edit, read, cancel", { timeout: 120000 }, async () => {
  const model = scriptedModel();
  const port = await model.listen();
  const root = mkdtempSync(join(tmpdir(), "hermes-vscode-acp-"));
  const home = join(root, "home");
  const work = join(root, "work");
  mkdirSync(home);
  mkdirSync(work);
  writeFileSync(join(home, "config.yaml"), `model:\n  default: scripted\n  base_url: http://127.0.0.1:${port}/v1\n`);
  writeFileSync(join(work, "a.txt"), "on disk\n");
  const command = commandFromSettings(
    { path: { value: "", fromWorkspace: false }, pythonPath: { value: python, fromWorkspace: false } },
    true,
    "acp",
  );
  assert.deepEqual(command.args, ["-m", "hermes_cli", "acp"]);
  const env = { ...process.env, HERMES_HOME: home, OPENAI_API_KEY: "test" };
  delete env.OPENAI_BASE_URL;
  const hooks = recordingHooks();
  const session = await within(AgentSession.spawn({ ...command, env }, work, hooks), 30000, "start");
  try {
    assert.equal(session.initialized.protocolVersion, 1);
    const options = session.session.configOptions.map((o) => [o.id, o.category, o.type]);
    assert.deepEqual(options, [
      ["mode", "mode", "select"],
      ["model", "model", "select"],
    ]);
    assert.deepEqual(
      session.session.modes.availableModes.map((m) => m.id),
      ["ask", "accept_edits", "allow_all"],
    );

    // 1. A streamed answer becomes one agent entry after its thought; usage and the
    // commands (sent after session/new) arrive too.
    model.replies.push({
      thought: "Thinking it over.",
      text: ["Hello ", "**world**", "."],
      usage: { prompt_tokens: 120, completion_tokens: 8 },
    });
    assert.equal(await within(session.prompt("Say hello"), 30000, "prompt 1"), "end_turn");
    const agentText = hooks.conversation.entries.filter((e) => e.type === "agent").map((e) => e.text);
    assert.deepEqual(agentText, ["Hello **world**."]);
    assert.deepEqual(
      hooks.conversation.entries.filter((e) => e.type === "thought").map((e) => e.text),
      ["Thinking it over."],
    );
    assert.equal(hooks.conversation.usage.used, 128);
    await waitFor(() => hooks.conversation.commands.length > 0, "available_commands_update");
    assert.ok(hooks.conversation.commands.every((c) => typeof c.name === "string" && c.description));

    // 2. write_file: permission asked through the hook, the write through fs/write_text_file.
    model.replies.push({ tool: ["call-1", "write_file", { path: "notes.txt", content: "hi\n" }] }, { text: ["Written."] });
    assert.equal(await within(session.prompt("Write notes"), 30000, "prompt 2"), "end_turn");
    assert.deepEqual(
      hooks.permissions.map((p) => p.request.toolCall.toolCallId),
      ["call-1"],
    );
    assert.deepEqual(hooks.writes, [{ sessionId: session.sessionId, path: join(work, "notes.txt"), content: "hi\n" }]);
    assert.equal(readFileSync(join(work, "notes.txt"), "utf8"), "hi\n");
    const card = hooks.conversation.entries.find((e) => e.type === "tool" && e.card.id === "call-1").card;
    assert.equal(card.status, "completed");
    assert.ok(card.locations.some((l) => l.path === join(work, "notes.txt")), JSON.stringify(card.locations));
    assert.deepEqual(card.content, [{ type: "diff", path: join(work, "notes.txt"), oldText: null, newText: "hi\n" }]);
    assert.equal(hooks.reads[0], join(work, "notes.txt")); // the old text, which a new file lacks

    // 3. read_file is answered by the editor, not the disk.
    model.replies.push({ tool: ["call-2", "read_file", { path: "a.txt" }] }, { text: ["Read."] });
    assert.equal(await within(session.prompt("Read a.txt"), 30000, "prompt 3"), "end_turn");
    assert.equal(hooks.reads.at(-1), join(work, "a.txt"));
    const toolResult = JSON.stringify(model.requests.at(-1).messages);
    assert.match(toolResult, /from the editor's unsaved buffer/);
    assert.doesNotMatch(toolResult, /on disk/);

    // 3b. The todo tool's list is the plan, replaced whole.
    model.replies.push({ tool: ["p1", "todo", { items: ["read", "answer"] }] }, { text: ["Planned."] });
    assert.equal(await within(session.prompt("Plan it"), 30000, "prompt plan"), "end_turn");
    assert.deepEqual(hooks.conversation.plan.map((e) => e.content), ["read", "answer"]);
    assert.equal(hooks.permissions.length, 1); // a plan needs no permission

    // 4. Cancel while a permission request is pending: the request answers cancelled, the turn too.
    hooks.choose = () => "never";
    model.replies.push({ tool: ["call-3", "terminal", { command: "echo hi" }] });
    const running = session.prompt("Run it");
    await waitFor(() => hooks.permissions.length === 2, "the second permission request");
    assert.equal(hooks.permissions[1].request.toolCall.toolCallId, "call-3");
    await session.cancel();
    assert.equal(await within(running, 15000, "cancelled prompt"), "cancelled");
    assert.ok(hooks.permissions[1].signal.aborted);
    await waitFor(
      () => hooks.conversation.entries.some((e) => e.type === "tool" && e.card.id === "call-3" && e.card.status === "failed"),
      "the cancelled tool card to finish",
    );

    // 5. The model picker: set_config_option answers the full list.
    const model_ = session.session.configOptions.find((o) => o.id === "mode");
    const other = model_.options.find((o) => o.value !== model_.currentValue).value;
    const after = await within(session.setConfigOption("mode", other), 15000, "set_config_option");
    assert.equal(after.find((o) => o.id === "mode").currentValue, other);
    assert.equal(after.length, 2);
  } finally {
    session.dispose();
    await within(session.closed.catch(() => {}), 10000, "close");
    await model.close();
  }
});

// A HERMES_HOME whose model is the scripted server, a work folder, and the command.
function agentSetup(port) {
  const root = mkdtempSync(join(tmpdir(), "hermes-vscode-acp-"));
  const home = join(root, "home");
  const work = join(root, "work");
  mkdirSync(home);
  mkdirSync(work);
  writeFileSync(join(home, "config.yaml"), `model:\n  default: scripted\n  base_url: http://127.0.0.1:${port}/v1\n`);
  const command = commandFromSettings(
    { path: { value: "", fromWorkspace: false }, pythonPath: { value: python, fromWorkspace: false } },
    true,
    "acp",
  );
  const env = { ...process.env, HERMES_HOME: home, OPENAI_API_KEY: "test" };
  delete env.OPENAI_BASE_URL;
  return { work, agent: { ...command, env } };
}

async function ended(session) {
  session.dispose();
  await within(session.closed.catch(() => {}), 10000, "close");
}

test("a command runs in the client's terminal, and a new agent process lists, loads and deletes the session", { timeout: 90000 }, async () => {
  const model = scriptedModel();
  const port = await model.listen();
  const { work, agent } = agentSetup(port);
  const first = recordingHooks();
  const changes = [];
  first.terminals = new Terminals(spawnCommand, (terminalId, snapshot) => {
    changes.push({ terminalId, snapshot });
    first.conversation = reduce(first.conversation, { type: "terminal_output", terminalId, snapshot }); // as the view does
  });
  let session = await within(AgentSession.spawn(agent, work, first), 30000, "start 1");
  const created = session.sessionId;
  try {
    // 1. The terminal tool runs through the runner: terminal/create, wait_for_exit, output, release.
    model.replies.push(
      { tool: ["call-t", "terminal", { command: "printf 'hi from the runner\\n'; pwd" }] },
      { text: ["Ran it."] },
    );
    assert.equal(await within(session.prompt("Run a command"), 30000, "terminal prompt"), "end_turn");
    const card = first.conversation.entries.find((e) => e.type === "tool" && e.card.id === "call-t").card;
    assert.equal(card.status, "completed");
    assert.equal(card.content.length, 1);
    assert.equal(card.content[0].type, "terminal");
    const { terminalId } = card.content[0];
    const last = changes.filter((c) => c.terminalId === terminalId).at(-1).snapshot;
    assert.equal(last.output, `hi from the runner\n${work}\n`);
    assert.deepEqual(last.exitStatus, { exitCode: 0, signal: null });
    assert.throws(() => first.terminals.output(terminalId), /no terminal/); // released by the agent
    assert.match(JSON.stringify(model.requests.at(-1).messages), /hi from the runner/);
    // A pasted picture reaches the model as an image part.
    assert.equal(session.acceptsImages, true);
    model.replies.push({ text: ["A pixel."] });
    const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    assert.equal(await within(session.prompt("What is this?", [{ mimeType: "image/png", data: pixel }]), 30000, "image prompt"), "end_turn");
    assert.match(JSON.stringify(model.requests.at(-1).messages), new RegExp(`data:image/png;base64,${pixel.slice(0, 20)}`));
    const drawn = present(first.conversation).entries.find((e) => e.type === "tool").card.content;
    assert.deepEqual(drawn, [{ type: "terminal", terminalId, output: `hi from the runner\n${work}\n`, status: "exit 0" }]);
  } finally {
    await ended(session);
  }

  // 2. A new process: the session is listed for this folder, and loading it replays the conversation.
  const second = recordingHooks();
  session = await within(AgentSession.spawn(agent, work, second), 30000, "start 2");
  try {
    assert.deepEqual(session.sessionCapabilities, { list: true, load: true, resume: true, delete: true });
    const listed = await within(session.listSessions(), 15000, "session/list");
    const mine = listed.sessions.find((s) => s.sessionId === created);
    assert.ok(mine, JSON.stringify(listed));
    assert.equal(mine.cwd, work);
    assert.ok(!listed.sessions.some((s) => s.sessionId === session.sessionId)); // not the new, unused one
    // Once it has a message the new session is listed too.
    const fresh = session.sessionId;
    model.replies.push({ text: ["A second chat."] });
    assert.equal(await within(session.prompt("Second chat"), 30000, "second chat"), "end_turn");
    const both = await within(session.listSessions(), 15000, "session/list with both");
    assert.deepEqual(both.sessions.map((s) => s.sessionId).filter((id) => id === fresh || id === created).sort(), [created, fresh].sort());
    second.conversation = emptyConversation(); // as the view does before a load
    await within(session.open(created, "load"), 30000, "session/load");
    assert.equal(session.sessionId, created);
    assert.deepEqual(session.session.configOptions.map((o) => o.id), ["mode", "model"]);
    const shown = second.conversation.entries.map((e) => (e.type === "tool" ? [e.type, e.card.id, e.card.status] : [e.type, e.text]));
    assert.deepEqual(shown.slice(0, 3), [
      ["user", "Run a command"],
      ["tool", "call-t", "completed"],
      ["agent", "Ran it."],
    ]);
    assert.equal(shown[3][0], "user");
    assert.match(shown[3][1], /^What is this\?/);
    assert.deepEqual(shown.slice(4), [["agent", "A pixel."]]);
    const replayed = second.conversation.entries[1].card;
    assert.match(JSON.stringify(replayed.content), /hi from the runner/);

    // The loaded session goes on: the model sees the earlier turn.
    model.replies.push({ text: ["Still here."] });
    second.conversation = reduce(second.conversation, { type: "prompt_sent", text: "Again" });
    assert.equal(await within(session.prompt("Again"), 30000, "prompt after load"), "end_turn");
    assert.match(JSON.stringify(model.requests.at(-1).messages), /Run a command/);
    assert.equal(second.conversation.entries.at(-1).text, "Still here.");

    // 3. Deleting the session left (listed, since it has a message) takes it off the
    // list and out of the store: loading it again is "not found".
    await within(session.deleteSession(fresh), 15000, "session/delete");
    const after = await within(session.listSessions(), 15000, "session/list 2");
    const ids = after.sessions.map((s) => s.sessionId);
    assert.ok(!ids.includes(fresh), JSON.stringify(ids));
    assert.ok(ids.includes(created));
    await assert.rejects(within(session.open(fresh, "load"), 15000, "load deleted"), (error) => error.code === -32002);
    assert.equal(session.sessionId, created); // still on the session it had
  } finally {
    await ended(session);
    await model.close();
  }
});
