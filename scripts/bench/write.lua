-- wrk script for the write targets: method, JSON body, CSRF header and cookies come from the
-- environment. "{n}" in the body becomes a token unique to each request, so that every
-- message is a new one (a repeated clientId would be answered as a retry, not stored).
local method = os.getenv("BENCH_METHOD")
local body = os.getenv("BENCH_BODY")
local count = 0
local tag = ""

wrk.headers["Content-Type"] = "application/json"
wrk.headers["x-csrf-token"] = os.getenv("BENCH_CSRF")
wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")

function init(args)
  math.randomseed(os.time())
  tag = tostring(math.random(100000000, 999999999))
end

function request()
  count = count + 1
  local text = body:gsub("{n}", tag .. "-" .. count)
  return wrk.format(method, nil, nil, text)
end
