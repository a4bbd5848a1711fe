-- wrk script for GET /api/v1/jobs (issue 22): each request asks the next of these searches over
-- the 100,000 bulk jobs, words and the spec's filters together, so the run measures searches,
-- not one answer over and over.
local queries = {
  "q=react", "q=developer", "q=data&type=contract", "q=senior%20engineer&remote=true",
  "location=accra&experience=mid", "skills=SQL,Python", "currency=GHS&salaryMin=80000",
  "q=designer&location=nairobi", "q=marketing&datePosted=week", "q=machine%20learning",
  "q=frontend&experience=senior", "type=internship", "q=product&remote=true&sort=newest",
  "q=backend&currency=NGN&salaryMin=10000000", "q=flutter", "q=analyst&datePosted=month",
  "q=react&page=2", "q=zz", "q=d%C3%A9veloppeur", "remote=true&experience=entry",
}
local i = 0

request = function()
  i = i + 1
  return wrk.format("GET", "/api/v1/jobs?" .. queries[(i % #queries) + 1])
end
