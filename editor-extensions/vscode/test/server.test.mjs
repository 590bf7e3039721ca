// Unit tests of the server command resolution and the options sent to the server.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { resolveServerCommand, DOCUMENT_SELECTOR, initializationOptions } = require("../out/server.js");
const { which } = require("../out/which.js");

const none = { value: "", fromWorkspace: false };
const onPath = (found) => (name) => (name === "hermes" ? found : undefined);

test("a path setting wins, and gets the lsp subcommand", () => {
  const settings = { path: { value: "/opt/hermes/bin/hermes", fromWorkspace: false }, pythonPath: none };
  assert.deepEqual(resolveServerCommand(settings, true, onPath("/usr/bin/hermes")), {
    command: "/opt/hermes/bin/hermes",
    args: ["lsp"],
    from: "setting",
  });
});

test("then a Python interpreter runs the module", () => {
  const settings = { path: none, pythonPath: { value: "/venv/bin/python", fromWorkspace: false } };
  assert.deepEqual(resolveServerCommand(settings, true, onPath(undefined)), {
    command: "/venv/bin/python",
    args: ["-m", "hermes_cli", "lsp"],
    from: "python",
  });
});

test("then hermes on PATH, and nothing when there is none", () => {
  const settings = { path: none, pythonPath: none };
  assert.equal(resolveServerCommand(settings, true, onPath("/usr/bin/hermes")).from, "path");
  assert.equal(resolveServerCommand(settings, true, onPath(undefined)), undefined);
});

test("paths a workspace sets are ignored when it is not trusted", () => {
  const settings = {
    path: { value: "./evil.sh", fromWorkspace: true },
    pythonPath: { value: "./evil-python", fromWorkspace: true },
  };
  assert.equal(resolveServerCommand(settings, false, onPath("/usr/bin/hermes")).command, "/usr/bin/hermes");
  assert.equal(resolveServerCommand(settings, true, onPath("/usr/bin/hermes")).command, "./evil.sh");
  const users = { path: { value: "/home/me/hermes", fromWorkspace: false }, pythonPath: none };
  assert.equal(resolveServerCommand(users, false, onPath(undefined)).command, "/home/me/hermes");
});

test("blank settings count as unset", () => {
  const settings = { path: { value: "   ", fromWorkspace: false }, pythonPath: none };
  assert.equal(resolveServerCommand(settings, true, onPath(undefined)), undefined);
});

test("the selector covers VS Code's skill language and SKILL.md Markdown, nothing else", () => {
  assert.deepEqual(DOCUMENT_SELECTOR, [
    { language: "skill" },
    { language: "markdown", pattern: "**/SKILL.md" },
    { language: "markdown", pattern: "**/skill.md" },
  ]);
});

test("settings the client has are passed as initializationOptions", () => {
  const values = { profile: "claude-code", trust: "community" };
  assert.deepEqual(initializationOptions((key) => values[key]), {
    hermes: { profile: "claude-code", trust: "community" },
  });
});

test("which finds an executable on PATH and skips the rest", () => {
  assert.equal(which("sh", "/nonexistent:/bin:/usr/bin"), "/bin/sh");
  assert.equal(which("no-such-program-here", "/bin:/usr/bin"), undefined);
  assert.equal(which("passwd", "/etc"), undefined); // a file, but not executable
});

test("the chat panel resolves the same way, with the acp subcommand", () => {
  const python = { path: none, pythonPath: { value: "/venv/bin/python", fromWorkspace: false } };
  assert.deepEqual(resolveServerCommand(python, true, onPath(undefined), "acp").args, ["-m", "hermes_cli", "acp"]);
  const path = { path: { value: "/opt/hermes", fromWorkspace: false }, pythonPath: none };
  assert.deepEqual(resolveServerCommand(path, true, onPath(undefined), "acp").args, ["acp"]);
  assert.deepEqual(resolveServerCommand({ path: none, pythonPath: none }, true, onPath("/usr/bin/hermes"), "acp"), {
    command: "/usr/bin/hermes",
    args: ["acp"],
    from: "path",
  });
  const untrusted = { path: { value: "./evil.sh", fromWorkspace: true }, pythonPath: none };
  assert.equal(resolveServerCommand(untrusted, false, onPath(undefined), "acp"), undefined);
});
