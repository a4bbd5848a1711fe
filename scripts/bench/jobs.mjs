// The jobs targets (issue 22), as the demo member searches and reads them over the 100,000
// bulk jobs: the listing page, searches with filters in turn, and the sidebar's recommendations.
import { JOB_SEARCH_LUA } from './config.mjs';

/** wrk and autocannon targets for one signed-in member's cookie header. */
export function jobTargets(baseURL, cookie) {
  const get = (key, label, path, extra = {}) => ({
    key,
    label,
    ...extra.target,
    wrk: { url: `${baseURL}${path}`, headers: { Cookie: cookie }, ...extra.wrk },
    autocannon: { url: `${baseURL}${path}`, headers: { cookie }, ...extra.autocannon },
  });
  return [
    // A read like every other: p99 at 50 connections and its share of the bare route.
    get('jobsList', 'GET /api/v1/jobs (listing page: newest open jobs, 100,000 stored)', '/api/v1/jobs', { target: { kind: 'read' } }),
    // Budget: p99 at 20 connections; wrk asks 20 searches in turn (job-search.lua), autocannon repeats the first.
    get('jobSearch', 'GET /api/v1/jobs?q=…&filters (20 searches in turn, 20 connections)', '/api/v1/jobs?q=react', {
      wrk: { script: JOB_SEARCH_LUA, url: `${baseURL}/api/v1/jobs`, connections: 20 },
      autocannon: { connections: 20 },
    }),
    get('jobsSidebar', 'GET /api/v1/jobs/sidebar (recommended jobs, insights, profile strength; 20 connections)', '/api/v1/jobs/sidebar', {
      wrk: { connections: 20 },
      autocannon: { connections: 20 },
    }),
  ];
}
