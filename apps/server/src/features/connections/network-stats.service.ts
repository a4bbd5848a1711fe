import type { NetworkStats } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { connectedIds, secondDegree } from './graph.repository.js';
import { connectionSkills } from './network-stats.repository.js';

/** Skills listed in the statistics (contract NetworkStats.topSkills). */
export const TOP_SKILLS = 8;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** How many distinct members each key has, most first, then alphabetically. */
function tally(pairs: Iterable<[key: string, member: string]>): Array<[string, number]> {
  const members = new Map<string, Set<string>>();
  for (const [key, member] of pairs) {
    const set = members.get(key) ?? new Set<string>();
    set.add(member);
    members.set(key, set);
  }
  return [...members].map(([key, set]): [string, number] => [key, set.size]).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** GET /network/stats: the Connections page's network statistics, every figure computed (docs/computations.md). */
export async function networkStats(db: DB, me: string): Promise<NetworkStats> {
  const [mine, reached, skills] = await Promise.all([connectedIds(db, me), secondDegree(db, me), connectionSkills(db, me)]);
  const connections = new Set(mine);
  const names = new Map(skills.map((s) => [s.nameKey, s.name]));
  return {
    totalConnections: connections.size,
    networkReach: [...reached.keys()].filter((id) => id !== me && !connections.has(id)).length,
    // `reached` counts, for each member, my connections connected to them: one of my
    // connections with a count shares a connection with me.
    mutualConnections: mine.filter((id) => reached.has(id)).length,
    industryBreakdown: tally(skills.map((s) => [s.category, s.userId])).map(([industry, count]) => ({
      industry,
      count,
      percent: percent(count, connections.size),
    })),
    topSkills: tally(skills.map((s) => [s.nameKey, s.userId]))
      .slice(0, TOP_SKILLS)
      .map(([key, count]) => ({ name: names.get(key) ?? key, count })),
  };
}
