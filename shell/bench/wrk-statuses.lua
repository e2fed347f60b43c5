-- For the render benchmark: counts wrk's answers by HTTP status over all its threads and prints
-- them, with the socket errors, as one JSON line: {"statuses":{"200":1234},"errors":{...}}.
-- With the argument `unique` (wrk ... -s wrk-statuses.lua <url> -- unique) every request asks for
-- a URL of its own (`?bench=<thread>-<n>` added), so no two requests can share a render.
local threads = {}
local count = 0

function setup(thread)
  count = count + 1
  thread:set("id", count)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
  unique = args[1] == "unique"
  sent = 0
  static = wrk.format()
  separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
end

function request()
  if not unique then
    return static
  end
  sent = sent + 1
  return wrk.format(nil, wrk.path .. separator .. "bench=" .. id .. "-" .. sent)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + n
    end
  end
  local parts = {}
  for status, n in pairs(totals) do
    table.insert(parts, string.format('"%d":%d', status, n))
  end
  local e = summary.errors
  io.write(string.format(
    '{"statuses":{%s},"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d}}\n',
    table.concat(parts, ","), e.connect, e.read, e.write, e.timeout))
end
