-- wrk script for the one search (issue 24): each request asks the next query of one set
-- (SEARCH_SET), so a run measures searches rather than one answer over and over, and the
-- summary adds the p95 that wrk does not print itself.
local sets = {
  -- Few matches per kind among 50,000 members and 150,000 listings.
  selective = {
    "/api/v1/search?q=farmerline", "/api/v1/search?q=kwame%20asante", "/api/v1/search?q=power%20bi",
    "/api/v1/search?q=zeepay", "/api/v1/search?q=react%20typescript%20practice", "/api/v1/search?q=ngozi%20diallo",
    "/api/v1/search?q=johannesburg%20designer&tab=jobs", "/api/v1/search?q=tendai%20kamau", "/api/v1/search?q=deep%20learning&tab=courses",
    "/api/v1/search?q=swift%20kigali&tab=jobs&experience=senior", "/api/v1/search?q=hubtel%20engineer&tab=people",
    "/api/v1/search?q=brand%20identity", "/api/v1/search?q=fatou%20osei", "/api/v1/search?q=statistics&tab=skills",
    "/api/v1/search?q=ecobank", "/api/v1/search?q=d%C3%A9veloppeur", "/api/v1/search?q=kotlin%20dakar&tab=projects",
    "/api/v1/search?q=andela%20data", "/api/v1/search?q=social%20media%20analytics", "/api/v1/search?q=yaa%20boateng",
  },
  -- Anything a member may type: one common letter pair, stop words, typos, everything at once.
  any = {
    "/api/v1/search?q=de", "/api/v1/search?q=ma", "/api/v1/search?q=the", "/api/v1/search?q=de%20la",
    "/api/v1/search?q=enginer", "/api/v1/search?q=analist", "/api/v1/search?q=desginer", "/api/v1/search?q=a",
    "/api/v1/search?q=developer&tab=jobs", "/api/v1/search?q=senior%20engineer&tab=jobs&cursor=20",
    "/api/v1/search?q=accra", "/api/v1/search?q=python&tab=people", "/api/v1/search?q=and", "/api/v1/search?q=in",
    "/api/v1/search?q=manager&location=lagos", "/api/v1/search?q=mensah", "/api/v1/search?q=e&tab=skills",
    "/api/v1/search?q=data&dateRange=week", "/api/v1/search?q=kwmae", "/api/v1/search?q=react",
  },
  typeahead = {
    "/api/v1/search/typeahead?q=kw", "/api/v1/search/typeahead?q=kwa", "/api/v1/search/typeahead?q=ama%20m",
    "/api/v1/search/typeahead?q=rea", "/api/v1/search/typeahead?q=dat", "/api/v1/search/typeahead?q=fl",
    "/api/v1/search/typeahead?q=pyth", "/api/v1/search/typeahead?q=eng", "/api/v1/search/typeahead?q=ma",
    "/api/v1/search/typeahead?q=de", "/api/v1/search/typeahead?q=hubt", "/api/v1/search/typeahead?q=desig",
    "/api/v1/search/typeahead?q=ngoz", "/api/v1/search/typeahead?q=mach", "/api/v1/search/typeahead?q=acc",
    "/api/v1/search/typeahead?q=asnate", "/api/v1/search/typeahead?q=kigal", "/api/v1/search/typeahead?q=fig",
    "/api/v1/search/typeahead?q=proj", "/api/v1/search/typeahead?q=se",
  },
}
local queries = sets[os.getenv("SEARCH_SET") or "selective"]
local i = 0

request = function()
  i = i + 1
  return wrk.format("GET", queries[(i % #queries) + 1])
end

done = function(summary, latency, requests)
  io.write(string.format("p95_us %d\n", latency:percentile(95)))
end
