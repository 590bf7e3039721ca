-- Headless Neovim (0.7+) as the client of `hermes lsp`: open a SKILL.md with known
-- problems, receive its diagnostics, hover the name, apply the quick fix for the
-- hidden character and see that diagnostic go. Prints PASS/FAIL lines; exits 0 when
-- every check passes. Only APIs Neovim 0.7 has are used.
-- env: HERMES_LSP_CMD (tab-separated command), SKILL_PATH, TIMEOUT_MS
local function say(text) io.stdout:write(text .. "\n") io.stdout:flush() end
local failures = 0
local function check(name, ok, detail)
  if not ok then failures = failures + 1 end
  say(string.format("%s  %s  %s", ok and "PASS" or "FAIL", name, detail or ""))
end

local cmd = vim.split(os.getenv("HERMES_LSP_CMD") or "", "\t", { trimempty = true })
local path = os.getenv("SKILL_PATH")
local timeout = tonumber(os.getenv("TIMEOUT_MS") or "20000")

-- Keep the raw diagnostics of each publish (for the code action's context) and let
-- Neovim's own handler do the rest.
local published = {}
local default_handler = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  if result then published = result.diagnostics end
  return default_handler(err, result, ctx, config)
end

local function codes()
  local found = {}
  for _, d in ipairs(published) do found[tostring(d.code)] = d end
  return found
end

local exit_code, errors = nil, {}
local client_id = vim.lsp.start_client({
  name = "hermes",
  cmd = cmd,
  root_dir = vim.fn.fnamemodify(path, ":h:h"),
  on_error = function(code, err) table.insert(errors, tostring(code) .. " " .. vim.inspect(err)) end,
  on_exit = function(code) exit_code = code end,
})
check("server started", client_id ~= nil)
vim.cmd("edit " .. vim.fn.fnameescape(path))
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client_id)

local got = vim.wait(timeout, function() return codes()["UNI001"] ~= nil and codes()["EXF001"] ~= nil end, 50)
local listed = {}
for code, _ in pairs(codes()) do table.insert(listed, code) end
table.sort(listed)
check("diagnostics for the known problems", got, table.concat(listed, ","))
check("shown by vim.diagnostic", #vim.diagnostic.get(buffer) == #published, tostring(#vim.diagnostic.get(buffer)))

local client = vim.lsp.get_client_by_id(client_id)
local uri = vim.uri_from_bufnr(buffer)
local hover = vim.lsp.buf_request_sync(buffer, "textDocument/hover",
  { textDocument = { uri = uri }, position = { line = 1, character = 2 } }, timeout)
local answer = hover and hover[client_id] and hover[client_id].result
local text = answer and answer.contents and (answer.contents.value or vim.inspect(answer.contents)) or ""
check("hover on the name", text:find("name", 1, true) ~= nil, text:sub(1, 80):gsub("\n", " "))

local hidden = codes()["UNI001"]
local actions = hidden and vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", {
  textDocument = { uri = uri },
  range = hidden.range,
  context = { diagnostics = { hidden } },
}, timeout)
local fix
for _, action in ipairs((actions and actions[client_id] and actions[client_id].result) or {}) do
  if action.isPreferred then fix = action end
end
check("a quick fix is offered", fix ~= nil, fix and fix.title or "none")
if fix then
  vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding or "utf-16")
  local line = vim.api.nvim_buf_get_lines(buffer, hidden.range.start.line, hidden.range.start.line + 1, false)[1]
  check("the edit removed the hidden character", line and not line:find("\226\128\139", 1, true), line)
  local gone = vim.wait(timeout, function() return codes()["UNI001"] == nil and codes()["EXF001"] ~= nil end, 50)
  check("the diagnostic clears after the fix", gone, tostring(#published) .. " left")
end

vim.lsp.stop_client(client_id)
vim.wait(timeout, function() return exit_code ~= nil end, 50)
check("server exits cleanly", exit_code == 0, "exit code " .. tostring(exit_code))
check("no transport errors", #errors == 0, table.concat(errors, " | "):sub(1, 300))
vim.cmd(failures == 0 and "qall!" or "cquit 1")
