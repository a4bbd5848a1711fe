-- wrk script for GET /api/v1/people/search (issue 4): each request asks the next of these
-- queries, so the run measures searches, not one answer over and over. Names whole, by their
-- start and their middle, titles, companies, skills, two-letter starts, and nothing found.
local queries = {
  "ama", "kwame", "mensah", "asante", "kofi owusu", "efua", "yaw", "ngozi", "diallo", "kamau",
  "engineer", "data analyst", "designer", "teacher", "nurse", "marketing", "project manager", "writer",
  "mtn", "hubtel", "ecobank", "andela", "farmerline", "zeepay",
  "python", "react", "sql", "figma", "excel", "french", "machine learning", "node",
  "ab", "ko", "zq", "ama mensah", "osei", "boateng", "tendai", "fatou",
}
local i = 0

request = function()
  i = i + 1
  local q = queries[(i % #queries) + 1]:gsub(" ", "%%20")
  return wrk.format("GET", "/api/v1/people/search?q=" .. q)
end
