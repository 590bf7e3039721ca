-- Headless Neovim (0.7 to 0.11) as the client of `hermes lsp`: open a SKILL.md with
-- known problems, receive its diagnostics, hover the name, apply the quick fix for the
-- hidden character and see that diagnostic go. Prints PASS/FAIL lines (and an INFO line
-- with Neovim's version); exits 0 when every check passes.
--
-- Neovim 0.7 takes pushed diagnostics (textDocument/publishDiagnostics); 0.10 and later
-- declare pull and, the server offering it, ask with textDocument/diagnostic after each
-- open and change, and the server pushes none. So diagnostics are read as Neovim holds
-- them (vim.diagnostic.get), however they came, and the protocol's own diagnostics
-- (which the code action needs, ranges included) are kept from whichever handler saw
-- them. Where the APIs differ the script uses what the running Neovim has.
-- env: HERMES_LSP_CMD (tab-separated command), SKILL_PATH, TIMEOUT_MS
local function say(text) io.stdout:write(text .. "\n") io.stdout:flush() end
local failures = 0
local function check(name, ok, detail)
  if not ok then failures = failures + 1 end
  say(string.format("%s  %s  %s", ok and "PASS" or "FAIL", name, detail or ""))
end

local version = vim.version()
say(string.format("INFO  neovim %d.%d.%d", version.major, version.minor, version.patch))

local cmd = vim.split(os.getenv("HERMES_LSP_CMD") or "", "\t", { trimempty = true })
local path = os.getenv("SKILL_PATH")
local timeout = tonumber(os.getenv("TIMEOUT_MS") or "20000")

-- The protocol's diagnostics by document URI, and how they came; Neovim's own
-- handlers do the rest.
local raw, came = {}, {}
local function keep(method, read)
  local default = vim.lsp.handlers[method]
  if default == nil then return end -- this Neovim does not take them that way
  vim.lsp.handlers[method] = function(err, result, ctx, config)
    if err == nil and result ~= nil then
      local uri, items = read(result, ctx)
      if uri ~= nil and items ~= nil then raw[uri], came[uri] = items, method end
    end
    return default(err, result, ctx, config)
  end
end
keep("textDocument/publishDiagnostics", function(result) return result.uri, result.diagnostics end)
keep("textDocument/diagnostic", function(result, ctx)
  local uri = ctx.params and ctx.params.textDocument and ctx.params.textDocument.uri
  if result.kind == "full" then return uri, result.items end
end)

local exit_code, errors = nil, {}
vim.cmd("edit " .. vim.fn.fnameescape(path))
local buffer = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(buffer)
local config = {
  name = "hermes",
  cmd = cmd,
  root_dir = vim.fn.fnamemodify(path, ":h:h"),
  on_error = function(code, err) table.insert(errors, tostring(code) .. " " .. vim.inspect(err)) end,
  on_exit = function(code) exit_code = code end,
}
local client_id
if vim.lsp.start ~= nil then -- 0.8 and later (start_client is deprecated from 0.11)
  client_id = vim.lsp.start(config, { bufnr = buffer })
else
  client_id = vim.lsp.start_client(config)
  if client_id ~= nil then vim.lsp.buf_attach_client(buffer, client_id) end
end
check("server started", client_id ~= nil)

local function codes()
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buffer)) do found[tostring(d.code)] = d end
  return found
end
local function listed()
  local names = {}
  for code, _ in pairs(codes()) do table.insert(names, code) end
  table.sort(names)
  return table.concat(names, ",")
end

local got = vim.wait(timeout, function() return codes()["UNI001"] ~= nil and codes()["EXF001"] ~= nil end, 50)
check("diagnostics for the known problems", got, listed())
local shown = #vim.diagnostic.get(buffer)
check("shown by vim.diagnostic", raw[uri] ~= nil and shown == #raw[uri],
  tostring(shown) .. " shown of " .. tostring(raw[uri] and #raw[uri]))
local pulls = vim.lsp.protocol.make_client_capabilities().textDocument.diagnostic ~= nil
local expected = pulls and "textDocument/diagnostic" or "textDocument/publishDiagnostics"
check("delivered the way this neovim takes them", came[uri] == expected, tostring(came[uri]))

local client = vim.lsp.get_client_by_id(client_id)
local hover = vim.lsp.buf_request_sync(buffer, "textDocument/hover",
  { textDocument = { uri = uri }, position = { line = 1, character = 2 } }, timeout)
local answer = hover and hover[client_id] and hover[client_id].result
local text = answer and answer.contents and (answer.contents.value or vim.inspect(answer.contents)) or ""
check("hover on the name", text:find("name", 1, true) ~= nil, text:sub(1, 80):gsub("\n", " "))

local hidden
for _, d in ipairs(raw[uri] or {}) do
  if d.code == "UNI001" then hidden = d end
end
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
  check("the diagnostic clears after the fix", gone, listed())
end

vim.lsp.stop_client(client_id)
vim.wait(timeout, function() return exit_code ~= nil end, 50)
check("server exits cleanly", exit_code == 0, "exit code " .. tostring(exit_code))
check("no transport errors", #errors == 0, table.concat(errors, " | "):sub(1, 300))
vim.cmd(failures == 0 and "qall!" or "cquit 1")
