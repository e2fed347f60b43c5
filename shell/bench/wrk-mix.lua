-- For the load benchmark: each request picks its kind by weight from the file named by the first
-- argument (lines "<kind> <weight> <path>|<path>|..."), then one of its paths. Kinds "search" and
-- "missing" add a number of their own to the path, so each such request renders: a blog search no
-- cache holds, a 404 for a path never asked before. Counts requests sent per kind and answers per
-- status over all threads, and prints them with the socket errors as one JSON line.
local threads = {}
local count = 0

function setup(thread)
  count = count + 1
  thread:set("id", count)
  table.insert(threads, thread)
end

function init(args)
  kinds = {}
  total = 0
  for line in io.lines(args[1]) do
    local kind, weight, list = string.match(line, "^(%S+) (%d+) (.+)$")
    local paths = {}
    for p in string.gmatch(list, "[^|]+") do table.insert(paths, p) end
    total = total + tonumber(weight)
    table.insert(kinds, { name = kind, upto = total, paths = paths })
  end
  math.randomseed(os.time() + id * 7919)
  sent = {}
  statuses = {}
  n = 0
end

function request()
  local roll = math.random(total)
  local kind = kinds[1]
  for _, k in ipairs(kinds) do
    if roll <= k.upto then kind = k break end
  end
  local path = kind.paths[math.random(#kind.paths)]
  n = n + 1
  if kind.name == "search" or kind.name == "missing" then
    path = path .. id .. "x" .. n
  end
  sent[kind.name] = (sent[kind.name] or 0) + 1
  return wrk.format(nil, path)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

local function sum(field)
  local totals = {}
  for _, thread in ipairs(threads) do
    for key, value in pairs(thread:get(field)) do totals[key] = (totals[key] or 0) + value end
  end
  local parts = {}
  for key, value in pairs(totals) do table.insert(parts, string.format('"%s":%d', key, value)) end
  return "{" .. table.concat(parts, ",") .. "}"
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"sent":%s,"statuses":%s,"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}}\n',
    sum("sent"), sum("statuses"), e.connect, e.read, e.write, e.timeout, e.status))
end
