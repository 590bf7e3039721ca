// The session module (out/chat/agent.js) against an in-process agent built with the
// official SDK's agent side, over in-memory streams: what it declares, how a missing
// file is reported, and that cancel withdraws the permission request the user has
// not answered. (The real `hermes acp` is in acp.protocol.test.mjs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import * as acp from "@agentclientprotocol/sdk";

const require = createRequire(import.meta.url);
const { AgentSession } = require("../out/chat/agent.js");
const { Terminals } = require("../out/chat/terminals.js");

const OPTIONS = [{ optionId: "yes", name: "Allow", kind: "allow_once" }];

// An agent whose prompt reads a missing file, then asks permission and reports what it heard.
function scriptedAgent(seen) {
  return acp
    .agent({ name: "scripted" })
    .onRequest(acp.methods.agent.initialize, ({ params }) => {
      seen.initialize = params;
      return { protocolVersion: 1, agentCapabilities: {} };
    })
    .onRequest(acp.methods.agent.session.new, ({ params }) => {
      seen.cwd = params.cwd;
      return { sessionId: "s1", configOptions: [] };
    })
    .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
      seen.cancelled = params.sessionId;
    })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      await client.notify(acp.methods.client.session.update, {
        sessionId: params.sessionId,
        update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "working" } },
      });
      try {
        await client.request(acp.methods.client.fs.readTextFile, { sessionId: "s1", path: "/nowhere/x.txt" });
      } catch (error) {
        seen.readError = error.code;
      }
      const answer = await client.request(acp.methods.client.session.requestPermission, {
        sessionId: "s1",
        toolCall: { toolCallId: "c1", title: "write" },
        options: OPTIONS,
      });
      seen.outcome = answer.outcome;
      return { stopReason: answer.outcome.outcome === "cancelled" ? "cancelled" : "end_turn" };
    });
}

function memoryStreams() {
  const toAgent = new TransformStream();
  const toClient = new TransformStream();
  return {
    client: { writable: toAgent.writable, readable: toClient.readable },
    agent: { writable: toClient.writable, readable: toAgent.readable },
  };
}

async function open(hooks) {
  const seen = {};
  const streams = memoryStreams();
  scriptedAgent(seen).connect(streams.agent);
  const session = await AgentSession.open(async () => streams.client, "/work", {
    update: (u) => (hooks.updates ??= []).push(u),
    log: () => {},
    ...hooks,
  });
  return { session, seen };
}

test("file access is declared only for the hooks given, and a missing file is ACP's -32002", async () => {
  const hooks = {
    requestPermission: async () => ({ outcome: "selected", optionId: "yes" }),
    readTextFile: async () => {
      throw Object.assign(new Error("no such file"), { code: "ENOENT" });
    },
  };
  const { session, seen } = await open(hooks);
  const { fs, terminal } = seen.initialize.clientCapabilities; // the SDK's parser adds defaults beside them
  assert.deepEqual({ fs, terminal }, { fs: { readTextFile: true, writeTextFile: false }, terminal: false });
  assert.equal(seen.initialize.clientInfo.name, "hermes-vscode");
  assert.equal(seen.cwd, "/work");
  assert.equal(session.sessionId, "s1");
  assert.equal(await session.prompt("go"), "end_turn");
  assert.equal(seen.readError, -32002);
  assert.deepEqual(seen.outcome, { outcome: "selected", optionId: "yes" });
  assert.deepEqual(hooks.updates.map((u) => u.sessionUpdate), ["agent_message_chunk"]);
  session.dispose();
});

test("cancel sends session/cancel and answers the unanswered permission request cancelled", async () => {
  let asked;
  const hooks = {
    requestPermission: (request, signal) => {
      asked = { request, signal };
      return new Promise(() => {}); // the user never clicks
    },
  };
  const { session, seen } = await open(hooks);
  const turn = session.prompt("go");
  for (let i = 0; i < 200 && asked === undefined; i++) await new Promise((done) => setTimeout(done, 5));
  assert.equal(asked.request.toolCall.toolCallId, "c1");
  await session.cancel();
  assert.equal(await turn, "cancelled");
  assert.equal(seen.cancelled, "s1");
  assert.deepEqual(seen.outcome, { outcome: "cancelled" });
  assert.ok(asked.signal.aborted);
  session.dispose();
});

test("an agent that cannot start, or exits before answering, is an error, not a hang", async () => {
  const hooks = { update() {}, requestPermission: async () => ({ outcome: "cancelled" }), log: () => {} };
  await assert.rejects(AgentSession.spawn({ command: "/nonexistent/hermes", args: ["acp"] }, process.cwd(), hooks), /cannot start \/nonexistent\/hermes/);
  const lines = [];
  await assert.rejects(
    AgentSession.spawn({ command: process.execPath, args: ["-e", "console.error('no model'); process.exit(3)"] }, process.cwd(), {
      ...hooks,
      log: (line) => lines.push(line),
    }),
    /hermes acp exited \(3\): no model/,
  );
  assert.deepEqual(lines, ["no model"]);
});

// An agent that runs one command through the client's terminal, and stores sessions it can list and load.
function terminalAgent(seen) {
  return acp
    .agent({ name: "terminals" })
    .onRequest(acp.methods.agent.initialize, ({ params }) => {
      seen.initialize = params;
      return {
        protocolVersion: 1,
        agentCapabilities: { loadSession: true, sessionCapabilities: { list: {}, resume: {}, close: {} } },
      };
    })
    .onRequest(acp.methods.agent.session.new, () => ({ sessionId: "s1" }))
    .onRequest(acp.methods.agent.session.list, ({ params }) => {
      seen.lists = [...(seen.lists ?? []), params];
      return params.cursor ? { sessions: [{ sessionId: "old2", cwd: params.cwd }] } : { sessions: [{ sessionId: "old1", cwd: params.cwd }], nextCursor: "p2" };
    })
    .onRequest(acp.methods.agent.session.load, async ({ params, client }) => {
      seen.load = params;
      // A late update of the session left, then the replay of the one loaded.
      await client.notify(acp.methods.client.session.update, {
        sessionId: "s1",
        update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "late" } },
      });
      await client.notify(acp.methods.client.session.update, {
        sessionId: params.sessionId,
        update: { sessionUpdate: "user_message_chunk", content: { type: "text", text: "earlier" } },
      });
      return { configOptions: [] };
    })
    .onRequest(acp.methods.agent.session.close, ({ params }) => {
      seen.closed = params.sessionId;
      return {};
    })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      seen.prompt = params.prompt;
      const ids = { sessionId: params.sessionId };
      const { terminalId } = await client.request(acp.methods.client.terminal.create, {
        ...ids,
        command: "/bin/sh",
        args: ["-c", "echo hi"],
        cwd: "/work",
        outputByteLimit: 100,
      });
      seen.exit = await client.request(acp.methods.client.terminal.waitForExit, { ...ids, terminalId });
      seen.output = await client.request(acp.methods.client.terminal.output, { ...ids, terminalId });
      await client.request(acp.methods.client.terminal.release, { ...ids, terminalId });
      try {
        await client.request(acp.methods.client.terminal.output, { ...ids, terminalId });
      } catch (error) {
        seen.afterRelease = error.code;
      }
      return { stopReason: "end_turn" };
    });
}

test("with a terminal host the client declares terminal: true and answers terminal/* through its runner", async () => {
  const seen = {};
  const streams = memoryStreams();
  terminalAgent(seen).connect(streams.agent);
  const runs = [];
  const terminals = new Terminals((spec, onOutput) => {
    runs.push(spec);
    onOutput(new TextEncoder().encode("hi\n"));
    return { exited: Promise.resolve({ exitCode: 0, signal: null }), kill() {} };
  });
  const session = await AgentSession.open(async () => streams.client, "/work", {
    update() {},
    requestPermission: async () => ({ outcome: "cancelled" }),
    terminals,
    log() {},
  });
  assert.equal(seen.initialize.clientCapabilities.terminal, true);
  assert.equal(await session.prompt("go", [{ mimeType: "image/png", data: "iVBORw0KGgo=" }]), "end_turn");
  assert.deepEqual(seen.prompt, [
    { type: "text", text: "go" },
    { type: "image", mimeType: "image/png", data: "iVBORw0KGgo=" },
  ]);
  assert.deepEqual(runs, [{ command: "/bin/sh", args: ["-c", "echo hi"], cwd: "/work", env: {} }]);
  assert.deepEqual(seen.exit, { exitCode: 0, signal: null });
  assert.deepEqual(seen.output, { output: "hi\n", truncated: false, exitStatus: { exitCode: 0, signal: null } });
  assert.equal(seen.afterRelease, -32002);
  session.dispose();
});

test("sessions are listed for the folder page by page; a load replays the one opened, drops the left one's updates and closes it", async () => {
  const seen = {};
  const streams = memoryStreams();
  terminalAgent(seen).connect(streams.agent);
  const updates = [];
  const session = await AgentSession.open(async () => streams.client, "/work", {
    update: (u) => updates.push(u),
    requestPermission: async () => ({ outcome: "cancelled" }),
    log() {},
  });
  assert.deepEqual(session.sessionCapabilities, { list: true, load: true, resume: true, delete: false });
  const first = await session.listSessions();
  assert.equal(first.nextCursor, "p2");
  await session.listSessions(first.nextCursor);
  assert.deepEqual(seen.lists, [{ cwd: "/work" }, { cwd: "/work", cursor: "p2" }]);
  await session.open("old1", "load");
  assert.deepEqual(seen.load, { sessionId: "old1", cwd: "/work", mcpServers: [] });
  assert.equal(session.sessionId, "old1");
  assert.deepEqual(updates.map((u) => u.content.text), ["earlier"]);
  assert.equal(seen.closed, "s1");
  session.dispose();
});
