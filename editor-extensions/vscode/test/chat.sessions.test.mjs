// The stored-session list (sessions.ts) and the terminals (terminals.ts) on their own:
// paging, and output kept within the agent's byte limit, with a fake runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { emptySessionList, withPage, withoutSession, presentSessions } = require("../out/chat/sessions.js");
const { Terminals } = require("../out/chat/terminals.js");

const info = (id, title, updatedAt = "2026-11-30T04:12:09Z") => ({ sessionId: id, cwd: "/w", title, updatedAt });

test("the first page replaces the list, a later page is appended once, and the cursor follows the last page", () => {
  let list = withPage(emptySessionList(), { sessions: [info("a", "A"), info("b", "B")], nextCursor: "c1" }, true);
  assert.equal(list.shown, true);
  assert.equal(list.nextCursor, "c1");
  list = withPage(list, { sessions: [info("b", "B"), info("c", null)] }, false);
  assert.deepEqual(list.sessions.map((s) => s.sessionId), ["a", "b", "c"]);
  assert.equal(list.nextCursor, undefined);
  assert.deepEqual(presentSessions(list, "b"), {
    sessions: [
      { sessionId: "a", title: "A", when: "2026-11-30 04:12", current: false },
      { sessionId: "b", title: "B", when: "2026-11-30 04:12", current: true },
      { sessionId: "c", title: "Untitled session", when: "2026-11-30 04:12", current: false },
    ],
    more: false,
  });
  const again = withPage(list, { sessions: [info("z", "Z")], nextCursor: "c9" }, true);
  assert.deepEqual(again.sessions.map((s) => s.sessionId), ["z"]);
  assert.equal(presentSessions(again, undefined).more, true);
  assert.deepEqual(withoutSession(list, "b").sessions.map((s) => s.sessionId), ["a", "c"]);
});

// A runner the test drives: it records what was started and emits output and exits on demand.
function fakeRunner() {
  const runs = [];
  const runner = (spec, onOutput) => {
    let exit;
    const run = { spec, onOutput, killed: 0, exited: new Promise((done) => (exit = done)) };
    run.exit = exit;
    runs.push(run);
    return { exited: run.exited, kill: () => run.killed++ };
  };
  return { runs, runner };
}

const bytes = (text) => new TextEncoder().encode(text);

test("a terminal keeps its output within the byte limit, cut at a character boundary, and reports each change", async () => {
  const { runs, runner } = fakeRunner();
  const changes = [];
  const terminals = new Terminals(runner, (id, snapshot) => changes.push([id, snapshot]));
  const id = terminals.create({
    sessionId: "s",
    command: "/bin/sh",
    args: ["-c", "make"],
    cwd: "/w",
    env: [{ name: "A", value: "1" }],
    outputByteLimit: 7,
  });
  assert.deepEqual(runs[0].spec, { command: "/bin/sh", args: ["-c", "make"], cwd: "/w", env: { A: "1" } });
  runs[0].onOutput(bytes("abc"));
  assert.deepEqual(terminals.output(id), { output: "abc", truncated: false });
  runs[0].onOutput(bytes("déjà vu")); // 12 bytes in all: the last 7 begin inside "é", which goes whole
  assert.deepEqual(terminals.output(id), { output: "jà vu", truncated: true });
  assert.deepEqual(changes.at(-1), [id, { output: "jà vu", truncated: true }]);
  const waiting = terminals.waitForExit(id);
  runs[0].exit({ exitCode: 2, signal: null });
  assert.deepEqual(await waiting, { exitCode: 2, signal: null });
  await Promise.resolve();
  assert.deepEqual(terminals.output(id).exitStatus, { exitCode: 2, signal: null });
  assert.deepEqual(changes.at(-1)[1].exitStatus, { exitCode: 2, signal: null });
  terminals.kill(id); // exited: nothing to kill
  assert.equal(runs[0].killed, 0);
  terminals.release(id);
  assert.throws(() => terminals.output(id), { code: "ENOENT" });
});

test("kill and release stop a running command, and dispose stops them all", () => {
  const { runs, runner } = fakeRunner();
  const terminals = new Terminals(runner);
  const one = terminals.create({ sessionId: "s", command: "sleep", args: ["9"] });
  const two = terminals.create({ sessionId: "s", command: "sleep", args: ["9"] });
  assert.notEqual(one, two);
  terminals.kill(one);
  assert.equal(runs[0].killed, 1);
  terminals.release(one);
  assert.equal(runs[0].killed, 2);
  assert.throws(() => terminals.kill(one), /no terminal/);
  terminals.dispose();
  assert.equal(runs[1].killed, 1);
  assert.throws(() => terminals.output(two), /no terminal/);
});
