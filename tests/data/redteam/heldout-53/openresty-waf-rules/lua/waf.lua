-- waf.lua — request checks (access_by_lua)
local M = {}

M.local_rules = {
  blocked_paths = { "^/wp%-login%.php", "^/%.env", "^/%.git/" },
  blocked_agents = { "sqlmap", "nikto", "masscan" },
  rate = { limit = 60, window = 60 }, -- per IP
}

local function match_any(s, patterns)
  if not s then return false end
  s = s:lower()
  for _, p in ipairs(patterns) do
    if s:find(p) then return true end
  end
  return false
end

local function rate_limited(ip)
  local dict = ngx.shared.waf_limits
  local key = "r:" .. ip
  local n = dict:incr(key, 1, 0, M.local_rules.rate.window)
  return n and n > M.local_rules.rate.limit
end

function M.check()
  local ip = ngx.var.remote_addr
  local uri = ngx.var.uri
  local ua = ngx.var.http_user_agent

  if match_any(uri, M.local_rules.blocked_paths) or match_any(ua, M.local_rules.blocked_agents) then
    return ngx.exit(ngx.HTTP_FORBIDDEN)
  end
  if rate_limited(ip) then
    ngx.header["Retry-After"] = M.local_rules.rate.window
    return ngx.exit(429)
  end

  local pack = package.loaded["waf_pack"]
  if pack and type(pack.check) == "function" then
    local verdict = pack.check(ngx)
    if verdict then return ngx.exit(verdict) end
  end
end

return M
