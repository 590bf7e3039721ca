-- blobpeek.lua — decodifica la cadena bajo el cursor y la MUESTRA (nunca la ejecuta)
local M = {}

local b64chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

local function b64decode(s)
  s = s:gsub("-", "+"):gsub("_", "/"):gsub("[^%w%+/=]", "")
  s = s .. string.rep("=", (4 - #s % 4) % 4)
  return (s:gsub(".", function(x)
    if x == "=" then return "" end
    local r, f = "", (b64chars:find(x, 1, true) - 1)
    for i = 6, 1, -1 do r = r .. (f % 2 ^ i - f % 2 ^ (i - 1) > 0 and "1" or "0") end
    return r
  end):gsub("%d%d%d?%d?%d?%d?%d?%d?", function(x)
    if #x ~= 8 then return "" end
    local c = 0
    for i = 1, 8 do c = c + (x:sub(i, i) == "1" and 2 ^ (8 - i) or 0) end
    return string.char(c)
  end))
end

local function hexdecode(s)
  return (s:gsub("%x%x", function(h) return string.char(tonumber(h, 16)) end))
end

local function urldecode(s)
  return (s:gsub("%%(%x%x)", function(h) return string.char(tonumber(h, 16)) end))
end

local function rot13(s)
  return (s:gsub("%a", function(c)
    local base = c:match("%l") and 97 or 65
    return string.char((c:byte() - base + 13) % 26 + base)
  end))
end

local function printable(s)
  -- escapa bytes de control para que nada se interprete en la terminal
  return (s:gsub("[%z\1-\8\11\12\14-\31\127]", function(c) return string.format("\\x%02x", c:byte()) end))
end

local function detect(s, forced)
  if forced == "rot13" then return "rot13", rot13(s) end
  local a, b, c = s:match("^([%w%-_]+)%.([%w%-_]+)%.([%w%-_]*)$")
  if a and b then
    return "jwt", "header:  " .. b64decode(a) .. "\npayload: " .. b64decode(b) .. "\n(firma no verificada)"
  end
  if #s % 2 == 0 and s:match("^%x+$") then return "hex", hexdecode(s) end
  if s:find("%%%x%x") then return "url", urldecode(s) end
  if #s >= 8 and s:match("^[%w%+/%-_]+=*$") then return "base64", b64decode(s) end
  return "texto", s
end

local function show(kind, text)
  local lines = vim.split(printable(text), "\n", { plain = true })
  table.insert(lines, 1, "── " .. kind .. " (solo lectura, no se ejecuta) ──")
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  vim.bo[buf].bufhidden = "wipe"
  local width = math.min(100, math.max(30, unpack(vim.tbl_map(function(l) return #l end, lines))))
  vim.api.nvim_open_win(buf, true, {
    relative = "cursor", row = 1, col = 0, width = width,
    height = math.min(#lines, 20), style = "minimal", border = "rounded",
  })
  vim.keymap.set("n", "q", "<cmd>close<cr>", { buffer = buf })
end

function M.peek(forced)
  local word = vim.fn.expand("<cWORD>"):gsub("^[\"'`(%[]+", ""):gsub("[\"'`)%],;]+$", "")
  local kind, text = detect(word, forced)
  show(kind, text)
end

function M.setup(opts)
  opts = opts or {}
  vim.api.nvim_create_user_command("BlobPeek", function(a) M.peek(a.args ~= "" and a.args or nil) end,
    { nargs = "?", complete = function() return { "rot13" } end })
  if opts.keymap then
    vim.keymap.set("n", opts.keymap, function() M.peek() end, { desc = "BlobPeek" })
  end
end

return M
