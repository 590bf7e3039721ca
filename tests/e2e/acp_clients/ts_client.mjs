#!/usr/bin/env node
// Drives an ACP agent over stdio with the official TypeScript SDK 2.x client
// (`acp.client(...).connectWith(...)`), for tests/e2e/test_acp_typescript_sdk.py.
//
// usage: node ts_client.mjs [--cwd DIR] [--prompt TEXT] [--timeout-ms N] -- AGENT_CMD [ARGS...]
//
// Runs initialize, session/new (cwd DIR), one prompt turn; answers every permission
// request with the option of kind allow_once; records every session/update and every
// raw line on the wire. Prints one JSON summary on stdout and exits 0 when the
// driver ran to the end (the test judges the summary), 1 when it threw, 2 on usage.
// The agent's stderr goes to this process's stderr.
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

function parseArgs(argv) {
  const options = { cwd: process.cwd(), prompt: "hello", timeoutMs: 30000, command: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      options.command = argv.slice(i + 1);
      break;
    } else if (arg === "--cwd") options.cwd = argv[++i];
    else if (arg === "--prompt") options.prompt = argv[++i];
    else if (arg === "--timeout-ms") options.timeoutMs = Number(argv[++i]);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.command.length) throw new Error("no agent command after --");
  return options;
}

function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Records each newline-delimited line passing through as {direction, message}
// (or {direction, raw} when the line is not JSON), and passes the bytes on unchanged.
function lineTap(direction, wire) {
  const decoder = new TextDecoder();
  let pending = "";
  const record = (line) => {
    if (!line.trim()) return;
    try {
      wire.push({ direction, message: JSON.parse(line) });
    } catch {
      wire.push({ direction, raw: line });
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const lines = pending.split("\n");
      pending = lines.pop();
      lines.forEach(record);
      controller.enqueue(chunk);
    },
    flush() {
      record(pending + decoder.decode());
    },
  });
}

function describeError(error) {
  const described = { message: String(error?.message ?? error) };
  if (error?.code !== undefined) described.code = error.code;
  if (error?.data !== undefined) described.data = error.data;
  return described;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`ts_client.mjs: ${error.message}`);
    return 2;
  }
  const summary = {
    sdkProtocolVersion: acp.PROTOCOL_VERSION,
    initialize: null,
    sessionId: null,
    stopReason: null,
    text: "",
    turnUpdates: [],
    updates: [],
    permissions: [],
    error: null,
    agentExit: null,
    wire: [],
  };
  const child = spawn(options.command[0], options.command.slice(1), {
    cwd: options.cwd,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => resolve({ code: null, signal: null, error: String(error) }));
  });
  const toAgent = lineTap("out", summary.wire);
  toAgent.readable.pipeTo(Writable.toWeb(child.stdin)).catch(() => {});
  const fromAgent = Readable.toWeb(child.stdout).pipeThrough(lineTap("in", summary.wire));
  const stream = acp.ndJsonStream(toAgent.writable, fromAgent);

  const app = acp
    .client({ name: "hermes-e2e-ts" })
    .onNotification(acp.methods.client.session.update, ({ params }) => {
      summary.updates.push(params);
    })
    .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
      summary.permissions.push(params);
      const allow = params.options.find((option) => option.kind === "allow_once");
      if (!allow) return { outcome: { outcome: "cancelled" } };
      return { outcome: { outcome: "selected", optionId: allow.optionId } };
    });

  let status = 0;
  try {
    await app.connectWith(stream, async (agent) => {
      summary.initialize = await within(
        agent.request(acp.methods.agent.initialize, {
          protocolVersion: acp.PROTOCOL_VERSION,
          clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
          clientInfo: { name: "hermes-e2e-ts", version: "1.0.0" },
        }),
        options.timeoutMs,
        "initialize",
      );
      const session = await within(agent.buildSession(options.cwd).start(), options.timeoutMs, "session/new");
      try {
        summary.sessionId = session.sessionId;
        session.prompt(options.prompt).catch(() => {}); // the stop message carries the outcome
        for (;;) {
          const next = await within(session.nextUpdate(), options.timeoutMs, "the prompt turn");
          if (next.kind === "stop") {
            summary.stopReason = next.stopReason;
            break;
          }
          summary.turnUpdates.push(next.update.sessionUpdate);
          if (next.update.sessionUpdate === "agent_message_chunk" && next.update.content.type === "text") {
            summary.text += next.update.content.text;
          }
        }
      } finally {
        session.dispose();
      }
    });
  } catch (error) {
    summary.error = describeError(error);
    status = 1;
  }
  child.stdin.end();
  summary.agentExit = await within(exited, 10000, "agent exit after stdin closed").catch(() => {
    child.kill("SIGKILL");
    return { code: null, signal: "SIGKILL (did not exit after stdin closed)" };
  });
  process.stdout.write(JSON.stringify(summary) + "\n");
  return status;
}

process.exitCode = await main();
