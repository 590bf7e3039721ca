// The conversation reducer and what the webview is given to draw, from recorded
// session/update payloads of `hermes acp` (shapes as in its golden files).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { reduce, emptyConversation, blockText } = require("../out/chat/conversation.js");
const { present } = require("../out/chat/present.js");

const update = (u) => ({ type: "update", update: u });
const fold = (events, start = emptyConversation()) => events.reduce(reduce, start);
const text = (t) => ({ type: "text", text: t });

const OPTIONS = [
  { optionId: "reject", name: "Reject", kind: "reject_once" },
  { optionId: "always", name: "Always allow", kind: "allow_always" },
  { optionId: "once", name: "Allow once", kind: "allow_once" },
];

test("streamed chunks of one kind grow one entry, and a new kind starts another", () => {
  const c = fold([
    { type: "prompt_sent", text: "hi" },
    update({ sessionUpdate: "agent_thought_chunk", content: text("Let me ") }),
    update({ sessionUpdate: "agent_thought_chunk", content: text("think.") }),
    update({ sessionUpdate: "agent_message_chunk", content: text("Hello ") }),
    update({ sessionUpdate: "agent_message_chunk", content: text("**there**") }),
    { type: "turn_stopped", stopReason: "end_turn" },
  ]);
  assert.deepEqual(c.entries, [
    { type: "user", text: "hi" },
    { type: "thought", text: "Let me think." },
    { type: "agent", text: "Hello **there**" },
  ]);
  assert.equal(c.busy, false);
  assert.equal(c.lastStop, "end_turn");
});

test("a turn that does not end normally says why", () => {
  const stopped = fold([{ type: "prompt_sent", text: "go" }, { type: "turn_stopped", stopReason: "cancelled" }]);
  assert.deepEqual(stopped.entries.at(-1), { type: "notice", text: "Stopped.", severity: "info" });
  const long = fold([{ type: "prompt_sent", text: "go" }, { type: "turn_stopped", stopReason: "max_tokens" }]);
  assert.equal(long.entries.at(-1).text, "The turn ended: max_tokens.");
  const failed = fold([{ type: "prompt_sent", text: "go" }, { type: "turn_failed", message: "boom" }]);
  assert.deepEqual(failed.entries.at(-1), { type: "notice", text: "boom", severity: "error" });
  assert.equal(failed.busy, false);
});

test("a tool call and its updates fold into one card; content and locations are replaced", () => {
  const c = fold([
    update({
      sessionUpdate: "tool_call",
      toolCallId: "call-1",
      title: "write_file: notes.txt",
      kind: "edit",
      status: "pending",
      rawInput: { path: "notes.txt" },
      locations: [{ path: "/w/notes.txt" }],
    }),
    update({ sessionUpdate: "tool_call_update", toolCallId: "call-1", status: "in_progress" }),
    update({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "completed",
      content: [{ type: "diff", path: "/w/notes.txt", oldText: null, newText: "hi\n" }],
    }),
    update({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-2",
      status: "failed",
      content: [{ type: "content", content: text("boom") }, { type: "terminal", terminalId: "t1" }],
    }),
  ]);
  assert.equal(c.entries.length, 2);
  assert.deepEqual(c.entries[0].card, {
    id: "call-1",
    title: "write_file: notes.txt",
    kind: "edit",
    status: "completed",
    locations: [{ path: "/w/notes.txt" }],
    content: [{ type: "diff", path: "/w/notes.txt", oldText: null, newText: "hi\n" }],
  });
  // An update for a call never announced still gets a card.
  assert.equal(c.entries[1].card.status, "failed");
  assert.deepEqual(c.entries[1].card.content, [{ type: "text", text: "boom" }, { type: "terminal", terminalId: "t1" }]);
});

test("the plan, commands, config options, usage and title are the latest sent", () => {
  const plan1 = [{ content: "read", priority: "medium", status: "in_progress" }];
  const plan2 = [
    { content: "read", priority: "medium", status: "completed" },
    { content: "answer", priority: "medium", status: "pending" },
  ];
  const options = [{ id: "mode", name: "Mode", category: "mode", type: "select", currentValue: "ask", options: [] }];
  const c = fold([
    update({ sessionUpdate: "plan", entries: plan1 }),
    update({ sessionUpdate: "plan", entries: plan2 }),
    update({ sessionUpdate: "available_commands_update", availableCommands: [{ name: "help", description: "Help" }] }),
    update({ sessionUpdate: "config_option_update", configOptions: options }),
    update({ sessionUpdate: "usage_update", used: 1200, size: 32000 }),
    update({ sessionUpdate: "session_info_update", title: "Notes" }),
    update({ sessionUpdate: "session_info_update", updatedAt: "2026-11-30T00:00:00Z" }),
    update({ sessionUpdate: "compaction_update", whatever: 1 }),
  ]);
  assert.deepEqual(c.plan, plan2);
  assert.deepEqual(c.commands, [{ name: "help", description: "Help" }]);
  assert.deepEqual(c.configOptions, options);
  assert.deepEqual(c.usage, { used: 1200, size: 32000 });
  assert.equal(c.title, "Notes");
  assert.equal(c.entries.length, 0);
});

test("a permission request sits on its tool card until it is settled", () => {
  const asked = fold([
    update({ sessionUpdate: "tool_call", toolCallId: "call-9", title: "terminal: echo hi", kind: "execute", status: "pending" }),
    { type: "permission_asked", requestId: 7, toolCallId: "call-9", title: "ignored: the card has a title", options: OPTIONS },
  ]);
  assert.equal(asked.entries[0].card.title, "terminal: echo hi");
  assert.deepEqual(asked.entries[0].card.permission, { requestId: 7, options: OPTIONS });
  const settled = reduce(asked, { type: "permission_settled", requestId: 7 });
  assert.equal(settled.entries[0].card.permission, undefined);
  assert.equal(reduce(settled, { type: "permission_settled", requestId: 99 }), settled);
  // A request for a call not seen yet makes a card with the request's title.
  const early = fold([{ type: "permission_asked", requestId: 1, toolCallId: "x", title: "Run it?", options: OPTIONS }]);
  assert.equal(early.entries[0].card.title, "Run it?");
});

test("the old conversation is never changed", () => {
  const before = fold([update({ sessionUpdate: "agent_message_chunk", content: text("a") })]);
  const frozen = JSON.stringify(before);
  reduce(before, update({ sessionUpdate: "agent_message_chunk", content: text("b") }));
  reduce(before, { type: "prompt_sent", text: "x" });
  assert.equal(JSON.stringify(before), frozen);
});

test("content that is not text is named, not shown", () => {
  assert.equal(blockText({ type: "image", data: "AAAA", mimeType: "image/png" }), "[image]");
  assert.equal(blockText({ type: "resource_link", name: "a.txt", uri: "file:///a.txt" }), "[a.txt](file:///a.txt)");
  assert.equal(blockText({ type: "resource", resource: { uri: "file:///a", text: "body" } }), "body");
});

test("the view state carries sanitised HTML, ordered buttons, labels and pickers", () => {
  const c = fold([
    {
      type: "session_started",
      configOptions: [
        { id: "mode", name: "Mode", category: "mode", type: "select", currentValue: "ask", options: [{ value: "ask", name: "Ask" }, { value: "allow_all", name: "Allow all" }] },
        { id: "model", name: "Model", category: "model", type: "select", currentValue: "m1", options: [{ value: "m1", name: "M1" }] },
      ],
    },
    update({ sessionUpdate: "agent_message_chunk", content: text("**bold** <script>x()</script>") }),
    update({
      sessionUpdate: "tool_call",
      toolCallId: "c",
      title: "edit",
      kind: "edit",
      status: "pending",
      locations: [{ path: "/w/src/a.ts", line: 12 }, { path: "/w/b.ts" }],
      content: [{ type: "diff", path: "/w/src/a.ts", oldText: "a", newText: "b" }],
    }),
    { type: "permission_asked", requestId: 3, toolCallId: "c", title: "edit", options: OPTIONS },
    update({ sessionUpdate: "usage_update", used: 1000, size: 4000 }),
  ]);
  const state = present(c);
  assert.equal(state.entries[0].html, "<p><strong>bold</strong> &lt;script&gt;x()&lt;/script&gt;</p>\n");
  const card = state.entries[1].card;
  assert.deepEqual(card.locations, [
    { path: "/w/src/a.ts", line: 12, label: "a.ts:12" },
    { path: "/w/b.ts", label: "b.ts" },
  ]);
  assert.deepEqual(card.content, [{ type: "diff", index: 0, label: "a.ts (diff)" }]);
  assert.deepEqual(card.permission, {
    requestId: 3,
    buttons: [
      { optionId: "once", label: "Allow once", style: "primary" },
      { optionId: "always", label: "Always allow", style: "secondary" },
      { optionId: "reject", label: "Reject", style: "danger" },
    ],
  });
  assert.deepEqual(state.mode, { configId: "mode", current: "ask", options: [{ value: "ask", name: "Ask" }, { value: "allow_all", name: "Allow all" }] });
  assert.equal(state.model.current, "m1");
  assert.equal(state.usage, "1,000 / 4,000 tokens (25%)");
});

test("a loaded session's replayed history folds into the same entries a live turn gives", () => {
  // What `hermes acp` sends for session/load of a stored session (translate.history_updates).
  const c = fold([
    update({ sessionUpdate: "user_message_chunk", content: text("Run a command") }),
    update({ sessionUpdate: "agent_thought_chunk", content: text("I will run it.") }),
    update({ sessionUpdate: "tool_call", toolCallId: "t1", title: "terminal: ls", kind: "execute", status: "pending", rawInput: { command: "ls" } }),
    update({
      sessionUpdate: "tool_call_update",
      toolCallId: "t1",
      status: "completed",
      content: [{ type: "content", content: text("a.txt\n") }],
    }),
    update({ sessionUpdate: "agent_message_chunk", content: text("There is **a.txt**.") }),
    update({ sessionUpdate: "user_message_chunk", content: text("Thanks") }),
    update({ sessionUpdate: "agent_message_chunk", content: text("You're welcome.") }),
    update({ sessionUpdate: "plan", entries: [{ content: "list", priority: "medium", status: "completed" }] }),
  ]);
  assert.deepEqual(
    c.entries.map((e) => (e.type === "tool" ? [e.type, e.card.status, e.card.content] : [e.type, e.text])),
    [
      ["user", "Run a command"],
      ["thought", "I will run it."],
      ["tool", "completed", [{ type: "text", text: "a.txt\n" }]],
      ["agent", "There is **a.txt**."],
      ["user", "Thanks"],
      ["agent", "You're welcome."],
    ],
  );
  assert.equal(c.busy, false);
  const view = present(c);
  assert.deepEqual(view.entries[0], { type: "user", text: "Run a command" });
  assert.equal(view.entries[3].html, "<p>There is <strong>a.txt</strong>.</p>\n");
  assert.deepEqual(view.plan.map((p) => p.content), ["list"]);
});

test("a terminal card shows the terminal's output, running or with how it ended", () => {
  const card = update({
    sessionUpdate: "tool_call_update",
    toolCallId: "t1",
    status: "in_progress",
    content: [{ type: "terminal", terminalId: "term-1" }],
  });
  const drawn = (events) => present(fold([card, ...events])).entries[0].card.content;
  assert.deepEqual(drawn([]), [{ type: "terminal", terminalId: "term-1", output: "", status: "terminal term-1" }]);
  const out = (snapshot) => ({ type: "terminal_output", terminalId: "term-1", snapshot });
  assert.deepEqual(drawn([out({ output: "building\n", truncated: false })]), [
    { type: "terminal", terminalId: "term-1", output: "building\n", status: "running" },
  ]);
  assert.deepEqual(drawn([out({ output: "done\n", truncated: true, exitStatus: { exitCode: 0, signal: null } })]), [
    { type: "terminal", terminalId: "term-1", output: "…\ndone\n", status: "exit 0" },
  ]);
  assert.equal(drawn([out({ output: "", truncated: false, exitStatus: { exitCode: null, signal: "SIGKILL" } })])[0].status, "killed (SIGKILL)");
});

test("a prompt sent with pictures says how many", () => {
  assert.equal(fold([{ type: "prompt_sent", text: "look", images: 2 }]).entries[0].text, "look\n[2 images]");
  assert.equal(fold([{ type: "prompt_sent", text: "look", images: 1 }]).entries[0].text, "look\n[1 image]");
});
