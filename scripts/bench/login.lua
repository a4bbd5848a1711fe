-- wrk script for POST /api/v1/auth/login: JSON body, CSRF header and the cookies the
-- server set on a GET before (double-submit CSRF). Values come from the environment so
-- that nothing secret or run-specific is written to disk.
wrk.method = "POST"
wrk.body = os.getenv("BENCH_BODY")
wrk.headers["Content-Type"] = "application/json"
wrk.headers["x-csrf-token"] = os.getenv("BENCH_CSRF")
wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")
