-- For the render benchmark: counts wrk's answers by HTTP status over all its threads and prints
-- them, with the socket errors, as one JSON line: {"statuses":{"200":1234},"errors":{...}}.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do
    table.insert(parts, string.format('"%d":%d', status, count))
  end
  local e = summary.errors
  io.write(string.format(
    '{"statuses":{%s},"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d}}\n',
    table.concat(parts, ","), e.connect, e.read, e.write, e.timeout))
end
