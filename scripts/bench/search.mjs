// The one search (issue 24), as the demo member uses it over the bulk data set (50,000
// members, 100,000 jobs, 50,000 projects, the courses and the skills catalogue): selective
// queries, any query (common letter pairs, stop words, typos) and the typeahead, each asking
// 20 queries in turn (search.lua) at 20 connections.
import { join } from 'node:path';
import { root } from './config.mjs';
import { fmtMs } from './stats.mjs';

const SEARCH_LUA = join(root, 'scripts/bench/search.lua');
export const SEARCH_BUDGETS = { selectiveP95Ms: 20, anyP99Ms: 150, typeaheadP99Ms: 30 };

/** wrk and autocannon targets for one signed-in member's cookie header. */
export function searchTargets(baseURL, cookie) {
  const target = (key, label, set, first) => ({
    key,
    label,
    wrk: { url: `${baseURL}/api/v1/search`, script: SEARCH_LUA, env: { SEARCH_SET: set }, headers: { Cookie: cookie }, connections: 20 },
    autocannon: { url: `${baseURL}${first}`, headers: { cookie }, connections: 20 },
  });
  return [
    target(
      'searchSelective',
      'GET /api/v1/search?q=… selective queries (20 in turn, 20 connections)',
      'selective',
      '/api/v1/search?q=farmerline',
    ),
    target(
      'searchAny',
      'GET /api/v1/search?q=… any query: letter pairs, stop words, typos (20 in turn, 20 connections)',
      'any',
      '/api/v1/search?q=de',
    ),
    target('typeahead', 'GET /api/v1/search/typeahead?q=… (20 in turn, 20 connections)', 'typeahead', '/api/v1/search/typeahead?q=kw'),
  ];
}

/** The budget lines: [name, target, measured, ok]. */
export function searchRows(byKey) {
  if (!byKey.searchSelective || !byKey.searchAny || !byKey.typeahead) return [];
  const selective = byKey.searchSelective;
  return [
    [
      'Search, selective queries p95 at 20 connections',
      `≤ ${SEARCH_BUDGETS.selectiveP95Ms} ms`,
      `${fmtMs(selective.p95)} (p99 ${fmtMs(selective.p99)})`,
      selective.p95 <= SEARCH_BUDGETS.selectiveP95Ms,
    ],
    [
      'Search, any query p99 at 20 connections',
      `≤ ${SEARCH_BUDGETS.anyP99Ms} ms`,
      fmtMs(byKey.searchAny.p99),
      byKey.searchAny.p99 <= SEARCH_BUDGETS.anyP99Ms,
    ],
    [
      'Search typeahead p99 at 20 connections',
      `≤ ${SEARCH_BUDGETS.typeaheadP99Ms} ms`,
      fmtMs(byKey.typeahead.p99),
      byKey.typeahead.p99 <= SEARCH_BUDGETS.typeaheadP99Ms,
    ],
  ];
}
