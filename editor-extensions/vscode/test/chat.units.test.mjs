// The chat panel's small pure parts: Markdown sanitising, the webview's content
// security policy, permission answers, slash-command completion, line slicing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { renderMarkdown } = require("../out/chat/markdown.js");
const { chatHtml, contentSecurityPolicy } = require("../out/chat/html.js");
const { permissionButtons, permissionOutcome } = require("../out/chat/permissions.js");
const { slashCompletions } = require("../out/chat/slash.js");
const { sliceLines } = require("../out/chat/lines.js");

test("raw HTML in the agent's Markdown is escaped, never rendered", () => {
  const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <iframe src="https://e.example"></iframe>');
  assert.doesNotMatch(html, /<script|<img|<iframe/i);
  assert.match(html, /&lt;script&gt;/);
});

test("only http, https and mailto links survive; images become links", () => {
  const html = renderMarkdown(
    "[a](javascript:alert(1)) [b](data:text/html,x) [c](command:workbench.action.quit) [d](file:///etc/passwd) " +
      "[e](https://ok.example/) [f](mailto:me@example.com) ![pic](https://img.example/p.png) ![bad](javascript:x)",
  );
  assert.doesNotMatch(html, /href="(javascript|data|command|file):/);
  assert.match(html, /<a href="https:\/\/ok\.example\/">e<\/a>/);
  assert.match(html, /<a href="mailto:me@example\.com">f<\/a>/);
  assert.match(html, /<a href="https:\/\/img\.example\/p\.png">pic<\/a>/);
  assert.doesNotMatch(html, /<img/);
});

test("Markdown itself renders: code fences, lists, emphasis, bare links", () => {
  const html = renderMarkdown("- *one*\n- `two`\n\n```python\nprint('<b>')\n```\n\nsee https://docs.example/x");
  assert.match(html, /<ul>\n<li><em>one<\/em><\/li>\n<li><code>two<\/code><\/li>/);
  assert.match(html, /<pre><code class="language-python">print\('&lt;b&gt;'\)\n<\/code><\/pre>/);
  assert.match(html, /<a href="https:\/\/docs\.example\/x">/);
});

test("the webview page has a strict content security policy and nonced script", () => {
  const html = chatHtml({
    cspSource: "https://webview.example",
    scriptUri: "https://webview.example/media/chat.js",
    styleUri: "https://webview.example/media/chat.css",
    nonce: "abc123",
  });
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)[1];
  assert.equal(csp, contentSecurityPolicy("https://webview.example", "abc123"));
  const rules = Object.fromEntries(csp.split("; ").map((r) => [r.split(" ")[0], r.split(" ").slice(1)]));
  assert.deepEqual(rules["default-src"], ["'none'"]);
  assert.deepEqual(rules["script-src"], ["'nonce-abc123'"]);
  assert.deepEqual(rules["style-src"], ["https://webview.example"]);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
  assert.deepEqual(scripts, [' nonce="abc123" src="https://webview.example/media/chat.js"']);
  assert.doesNotMatch(html, /<style|style="/);
  // A fresh nonce each time when none is given.
  const a = chatHtml({ cspSource: "s", scriptUri: "j", styleUri: "c" });
  const b = chatHtml({ cspSource: "s", scriptUri: "j", styleUri: "c" });
  assert.notEqual(/nonce-([^']+)/.exec(a)[1], /nonce-([^']+)/.exec(b)[1]);
});

test("permission buttons come allow-first whatever the agent's order; unknown answers cancel", () => {
  const options = [
    { optionId: "r2", name: "Never", kind: "reject_always" },
    { optionId: "r1", name: "Reject", kind: "reject_once" },
    { optionId: "a2", name: "Always", kind: "allow_always" },
    { optionId: "a1", name: "Allow", kind: "allow_once" },
  ];
  assert.deepEqual(
    permissionButtons(options).map((b) => [b.optionId, b.style]),
    [["a1", "primary"], ["a2", "secondary"], ["r1", "danger"], ["r2", "danger"]],
  );
  assert.deepEqual(permissionOutcome(options, "a2"), { outcome: "selected", optionId: "a2" });
  assert.deepEqual(permissionOutcome(options, "made-up"), { outcome: "cancelled" });
  assert.deepEqual(permissionOutcome(options, undefined), { outcome: "cancelled" });
});

test("slash completion offers prefix matches first, then substring matches, with hints", () => {
  const commands = [
    { name: "help", description: "Show help" },
    { name: "model", description: "Switch model", input: { hint: "model name" } },
    { name: "compress", description: "Compress the context" },
    { name: "mode", description: "Switch mode" },
  ];
  assert.deepEqual(slashCompletions(commands, "/mo").map((c) => c.name), ["model", "mode"]);
  assert.deepEqual(slashCompletions(commands, "/m").map((c) => c.name), ["model", "mode", "compress"]);
  assert.deepEqual(slashCompletions(commands, "/OD").map((c) => c.name), ["model", "mode"]);
  assert.equal(slashCompletions(commands, "/").length, 4);
  assert.deepEqual(slashCompletions(commands, "/model")[0], {
    name: "model",
    description: "Switch model",
    hint: "model name",
    insertText: "/model ",
  });
  assert.deepEqual(slashCompletions(commands, "/model gpt"), []);
  assert.deepEqual(slashCompletions(commands, "hello /mo"), []);
});

test("fs/read_text_file's line and limit pick 1-based lines", () => {
  const text = "a\nb\nc\nd";
  assert.equal(sliceLines(text), text);
  assert.equal(sliceLines(text, 2), "b\nc\nd");
  assert.equal(sliceLines(text, 2, 2), "b\nc\n");
  assert.equal(sliceLines(text, null, 1), "a\n");
  assert.equal(sliceLines(text, 9), "");
});
