// Drives code-server in headless Chromium (see e2e-code-server.sh): hermes lsp's
// diagnostic on a SKILL.md, then the chat panel: a streamed answer, the bundled skills
// as slash commands, a write_file permission clicked in the panel, the write applied
// to the workspace and its diff opened in VS Code, Stop, a command's output, a pasted
// image, and the stored sessions (list, load, delete). Prints PASS/FAIL lines and
// "N passed, M failed"; screenshots go to --out. Exits 1 when a step fails, a step is
// missing, or the run throws or overruns.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

const { values: args } = parseArgs({
  options: {
    "code-server": { type: "string" },
    port: { type: "string" },
    run: { type: "string" },
    out: { type: "string" },
    skills: { type: "string" },
  },
});
const run = args.run;
const out = args.out;
const work = join(run, "work");
const STEPS = 16; // every check below; fewer run (an early stop) is a failure too
const DEADLINE_MS = 10 * 60 * 1000;
let passed = 0;
let failed = 0;
const check = (name, ok, detail = "") => {
  ok ? passed++ : failed++;
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}  ${detail}`);
};

// The bundled skills' names (each SKILL.md's frontmatter `name:`), which a fresh
// HERMES_HOME is seeded with on first use, so the panel offers each as /name.
function skillNames(root) {
  const names = [];
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (!statSync(path).isDirectory()) continue;
    const file = join(path, "SKILL.md");
    if (existsSync(file)) {
      const name = /^---\r?\n(?:.*\r?\n)*?name:\s*["']?([\w.-]+)/m.exec(readFileSync(file, "utf8"))?.[1];
      if (name) names.push(name);
    } else names.push(...skillNames(path));
  }
  return names;
}
const bundled = skillNames(args.skills);

// The scripted model: each request takes the next reply.
const replies = [
  { text: ["Hello from the ", "scripted model, with **bold** text."] },
  { tool: ["call-1", "write_file", { path: "notes.txt", content: "hi from hermes\n" }] },
  { text: ["Wrote notes.txt."] },
  { tool: ["call-2", "terminal", { command: "echo hi" }] },
  { tool: ["call-3", "terminal", { command: "echo from-the-panel-terminal" }] },
  { text: ["Ran it."] },
  { text: ["A red pixel."] },
  { text: ["A second chat."] },
];
const bodies = [];
const chunk = (delta, finish = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const model = createServer((req, res) => {
  let body = "";
  req.on("data", (d) => (body += d));
  req.on("end", () => {
    bodies.push(body);
    const reply = replies.shift() ?? { text: ["(no more replies)"] };
    res.writeHead(200, { "content-type": "text/event-stream" });
    if (reply.text) reply.text.forEach((piece) => res.write(chunk({ content: piece })));
    else {
      const [id, name, input] = reply.tool;
      res.write(chunk({ tool_calls: [{ index: 0, id, type: "function", function: { name, arguments: JSON.stringify(input) } }] }));
    }
    res.write(chunk({}, reply.text ? "stop" : "tool_calls"));
    res.end("data: [DONE]\n\n");
  });
});
await new Promise((done) => model.listen(0, "127.0.0.1", done));
writeFileSync(
  join(process.env.HERMES_HOME, "config.yaml"),
  `model:\n  default: scripted\n  base_url: http://127.0.0.1:${model.address().port}/v1\n`,
);

const server = spawn(
  args["code-server"],
  ["--auth", "none", "--bind-addr", `127.0.0.1:${args.port ?? 0}`, "--disable-telemetry", "--disable-update-check",
    "--disable-workspace-trust", "--extensions-dir", join(run, "exts"), "--user-data-dir", join(run, "data"), work],
  { stdio: ["ignore", "pipe", "pipe"], detached: true }, // its own process group: its helpers end with it
);
const serverExited = new Promise((done) => server.on("exit", done));
// Where it listens (port 0 picks a free one): its log says, once it is up.
let serverLog = "";
let listening;
const address = new Promise((resolve) => (listening = resolve));
const heard = (data) => {
  serverLog += data;
  const url = /HTTP server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(serverLog)?.[1];
  if (url) listening(url);
};
server.stdout.on("data", heard);
server.stderr.on("data", heard);
server.on("exit", () => listening(undefined));
let browser;
const finish = async (error) => {
  if (error !== undefined) {
    failed++;
    console.log(`FAIL  the run stopped early: ${error?.stack ?? error}`);
  }
  await browser?.close().catch(() => {});
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await Promise.race([serverExited, new Promise((done) => setTimeout(done, 10000))]);
  model.close();
  writeFileSync(join(out, "code-server.log"), serverLog);
  const missing = STEPS - passed - failed;
  if (missing > 0) console.log(`FAIL  ${missing} of ${STEPS} steps did not run`);
  console.log(`${passed} passed, ${failed + Math.max(missing, 0)} failed`);
  process.exit(failed || missing > 0 ? 1 : 0);
};
const deadline = setTimeout(() => void finish(new Error(`over ${DEADLINE_MS / 60000} min`)), DEADLINE_MS);
deadline.unref();
process.on("unhandledRejection", (error) => void finish(error));
const startedIn = setTimeout(() => listening(undefined), 90000);
const base = await address;
clearTimeout(startedIn);
// The steps, in order; each check() is one of STEPS.
async function drive() {
  if (base === undefined) throw new Error(`code-server did not start:\n${serverLog.slice(-2000)}`);
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${base}/?folder=${encodeURIComponent(work)}`);
  const workbench = await page.waitForSelector(".monaco-workbench", { timeout: 90000 }).catch(() => null);
  check("workbench loads", !!workbench);

  // Quick open (Ctrl+P) or the command palette (Ctrl+Shift+P): pressed again until the
  // box shows (the workbench may still be starting), then `text` and the row naming it.
  const quickInput = async (keys, text, row) => {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(keys);
      if (await page.waitForSelector(".quick-input-widget input", { state: "visible", timeout: 3000 }).catch(() => null)) break;
    }
    await page.keyboard.type(text);
    await page.waitForSelector(`.quick-input-list .monaco-list-row:has-text("${row}")`, { timeout: 15000 }).catch(() => null);
    await page.keyboard.press("Enter");
  };

  // The language server: a SKILL.md without a description gets hermes lsp's SK110.
  await quickInput("Control+P", "skills/broken/SKILL.md", "SKILL.md");
  const squiggle = await page.waitForSelector(".squiggly-error", { timeout: 60000 }).catch(() => null);
  let hover = "";
  if (squiggle) {
    const box = await squiggle.boundingBox();
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.waitForFunction(() => document.querySelector(".monaco-hover-content")?.textContent.includes("SK110"), null, { timeout: 15000 }).catch(() => null);
    hover = await page.$$eval(".monaco-hover-content", (els) => els.map((e) => e.textContent).join(" | ")).catch(() => "");
  }
  await page.screenshot({ path: join(out, "lsp-diagnostic.png") });
  check("hermes lsp underlines a SKILL.md error, and its hover names the rule", !!squiggle && hover.includes("SK110"), JSON.stringify(hover.slice(0, 120)));
  await page.keyboard.press("Escape");

  // Open the panel from the command palette (its Focus command is VS Code's own).
  await quickInput("Control+Shift+P", "Hermes: Focus on Chat View", "Focus on Chat View");

  const chatFrame = async () => {
    for (let i = 0; i < 60; i++) {
      for (const frame of page.frames()) {
        if (await frame.$("#input").catch(() => null)) return frame;
      }
      await page.waitForTimeout(500);
    }
    return null;
  };
  const chat = await chatFrame();
  check("chat webview opens", !!chat);
  if (!chat) {
    await page.screenshot({ path: join(out, "chat-missing.png") });
    await finish();
  }

  await chat.fill("#input", "Say hello");
  await chat.press("#input", "Enter");
  const answer = await chat
    .waitForFunction(() => document.querySelector(".entry.agent")?.textContent.includes("scripted model"), null, { timeout: 60000 })
    .catch(() => null);
  const html = await chat.$eval(".entry.agent", (e) => e.innerHTML).catch(() => "");
  check("a streamed answer is drawn as Markdown", !!answer && html.includes("<strong>bold</strong>"), JSON.stringify(html.slice(0, 120)));
  await page.screenshot({ path: join(out, "chat-answer.png") });

  await chat.fill("#input", "");
  await chat.type("#input", "/");
  await chat.waitForSelector("#completions li", { timeout: 15000 }).catch(() => null);
  const offered = await chat.$$eval("#completions li .command", (l) => l.map((e) => e.textContent)).catch(() => []);
  const notOffered = bundled.filter((name) => !offered.includes(`/${name}`));
  check(
    "typing / lists the built-in commands and every bundled skill",
    bundled.length > 0 && notOffered.length === 0 && offered.includes("/skills"),
    `${offered.length} offered; ${bundled.length} bundled skills${notOffered.length ? `, missing: ${notOffered.join(" ")}` : ""}`,
  );
  await page.screenshot({ path: join(out, "chat-commands.png") });
  await chat.press("#input", "Escape");
  await chat.fill("#input", "Write the notes");
  await chat.press("#input", "Enter");

  const allow = await chat.waitForSelector(".permission button.primary", { timeout: 60000 }).catch(() => null);
  check("the write asks permission with buttons", !!allow, await allow?.textContent());
  await page.screenshot({ path: join(out, "chat-permission.png") });
  await allow?.click();
  const done = await chat.waitForSelector(".card.status-completed", { timeout: 60000 }).catch(() => null);
  check("the tool card completes", !!done);
  const notes = join(work, "notes.txt");
  for (let i = 0; i < 20 && !existsSync(notes); i++) await page.waitForTimeout(250);
  check("the write reached the workspace", existsSync(notes) && readFileSync(notes, "utf8") === "hi from hermes\n");
  await (await chat.$(".open-diff"))?.click();
  const diff = await page.waitForSelector(".monaco-diff-editor", { timeout: 20000 }).catch(() => null);
  check("Open diff shows VS Code's diff editor", !!diff);
  await page.screenshot({ path: join(out, "chat-diff.png") });

  // Stop while a permission request waits: the turn ends, the card fails, Send is back.
  await chat.fill("#input", "Run it");
  await chat.press("#input", "Enter");
  const waiting = await chat.waitForSelector('.card[data-tool-call-id="call-2"] .permission button', { timeout: 60000 }).catch(() => null);
  check("a command asks permission", !!waiting);
  await chat.click("#stop");
  const stopped = await chat.waitForSelector('.card.status-failed[data-tool-call-id="call-2"]', { timeout: 30000 }).catch(() => null);
  const sendBack = await chat.waitForFunction(() => !document.querySelector("#send").disabled, null, { timeout: 30000 }).catch(() => null);
  const buttonsLeft = await chat.$$eval('.card[data-tool-call-id="call-2"] .permission button', (b) => b.length);
  check("Stop cancels the turn and withdraws the question", !!stopped && !!sendBack && buttonsLeft === 0);
  await page.screenshot({ path: join(out, "chat-stopped.png") });

  // A command allowed this time runs in the panel's terminal; its card shows the output.
  await chat.fill("#input", "Run it now");
  await chat.press("#input", "Enter");
  const allowRun = await chat.waitForSelector('.card[data-tool-call-id="call-3"] .permission button.primary', { timeout: 60000 }).catch(() => null);
  await allowRun?.click();
  const termOut = await chat
    .waitForFunction(() => document.querySelector('.card[data-tool-call-id="call-3"] .terminal-status')?.textContent === "exit 0", null, { timeout: 60000 })
    .catch(() => null);
  const termStatus = await chat.$eval('.card[data-tool-call-id="call-3"] .terminal-status', (e) => e.textContent).catch(() => "");
  const termText = await chat.$eval('.card[data-tool-call-id="call-3"] .terminal-output', (e) => e.textContent).catch(() => "");
  check("a command's output shows on its card", !!termOut && termStatus === "exit 0" && termText === "from-the-panel-terminal\n", `${termStatus} ${JSON.stringify(termText)}`);
  await page.screenshot({ path: join(out, "chat-terminal.png") });

  // A picture pasted into the prompt box goes with the next prompt as an image block.
  await chat.waitForFunction(() => !document.querySelector("#send").disabled, null, { timeout: 30000 }).catch(() => null);
  const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
  await chat.evaluate((data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "pixel.png", { type: "image/png" }));
    document.querySelector("#input").dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, PIXEL);
  const chip = await chat.waitForSelector("#attachments .attachment", { timeout: 10000 }).catch(() => null);
  await chat.fill("#input", "What is this?");
  await chat.press("#input", "Enter");
  const seen = await chat
    .waitForFunction(() => [...document.querySelectorAll(".entry.agent")].some((e) => e.textContent.includes("A red pixel")), null, { timeout: 60000 })
    .catch(() => null);
  const sentImage = bodies.some((b) => b.includes(`data:image/png;base64,${PIXEL}`));
  check("a pasted image is sent with the prompt", !!chip && !!seen && sentImage, `chip ${!!chip}, model saw it ${sentImage}`);
  await page.screenshot({ path: join(out, "chat-image.png") });

  // Sessions: a new chat with a prompt of its own, then the list shows both; the first
  // opens with its history. (The agent lists only sessions with messages.)
  await chat.waitForFunction(() => !document.querySelector("#send").disabled, null, { timeout: 30000 }).catch(() => null);
  await chat.click("#sessions-toggle");
  const listed = await chat.waitForSelector("#sessions .session", { timeout: 30000 }).catch(() => null);
  check("Sessions lists this folder's sessions", !!listed);
  await chat.click("#sessions .session-actions button:has-text('New chat')");
  await chat.waitForFunction(() => document.querySelectorAll("#log .entry, #log .card").length === 0, null, { timeout: 30000 }).catch(() => null);
  await chat.fill("#input", "Second chat");
  await chat.press("#input", "Enter");
  await chat.waitForFunction(() => document.querySelector(".entry.agent")?.textContent.includes("A second chat"), null, { timeout: 60000 }).catch(() => null);
  const refresh = async () => {
    if (await chat.$("#sessions:not([hidden])")) await chat.click("#sessions-toggle"); // close, to list anew
    await chat.waitForSelector("#sessions[hidden]", { state: "attached", timeout: 10000 }).catch(() => null);
    await chat.click("#sessions-toggle");
    await chat.waitForSelector("#sessions .session", { timeout: 30000 }).catch(() => null);
  };
  await refresh();
  await chat.waitForSelector("#sessions .session.current", { timeout: 30000 }).catch(() => null);
  const other = await chat.waitForSelector("#sessions .session:not(.current) .session-open", { timeout: 30000 }).catch(() => null);
  await page.screenshot({ path: join(out, "chat-sessions.png") });
  await other?.click();
  const replayed = await chat
    .waitForFunction(() => document.querySelector("#log .entry.user")?.textContent === "Say hello" && !!document.querySelector('.card[data-tool-call-id="call-3"]'), null, { timeout: 30000 })
    .catch(() => null);
  check("opening a session replays its history", !!replayed);
  await page.screenshot({ path: join(out, "chat-loaded.png") });

  // Delete the second chat (now not the current one), confirming VS Code's modal
  // question; listed anew, it stays gone (the agent deleted it, not only the panel).
  await refresh();
  const ids = async () => chat.$$eval("#sessions .session", (r) => r.map((e) => e.dataset.sessionId)).catch(() => []);
  const before = await ids();
  const doomed = await chat.$eval("#sessions .session:not(.current)", (e) => e.dataset.sessionId).catch(() => undefined);
  await (await chat.$("#sessions .session:not(.current) .session-delete"))?.click();
  const confirm = await page.waitForSelector(".monaco-dialog-box .monaco-button:has-text('Delete')", { timeout: 15000 }).catch(() => null);
  await page.screenshot({ path: join(out, "chat-delete.png") });
  await confirm?.click();
  const gone = await chat
    .waitForFunction((id) => ![...document.querySelectorAll("#sessions .session")].some((e) => e.dataset.sessionId === id), doomed, { timeout: 30000 })
    .catch(() => null);
  await refresh();
  const after = await ids();
  check(
    "Delete asks, then removes the session",
    before.length === 2 && doomed !== undefined && !!confirm && !!gone && after.length === 1 && !after.includes(doomed),
    `rows ${before.length} -> ${after.length}, confirmation ${!!confirm}`,
  );
  await page.screenshot({ path: join(out, "chat-deleted.png") });
}

await drive().then(() => finish(), finish);
