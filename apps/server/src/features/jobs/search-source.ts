import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import type { SearchDoc, SearchSource } from '../../platform/search-index.js';
import { summaryRowsByIds } from './jobs.repository.js';

/**
 * Open jobs and freelance projects in the one search (ADR 060): found by title, who offers
 * them, place, type and skills. A closed or awarded listing leaves the index; its own page
 * still opens from links.
 */
export const listingsSearchSource: SearchSource = {
  source: 'job',
  kinds: ['job', 'project'],
  async build(db: DB, ids: string[]): Promise<SearchDoc[]> {
    const [rows, skills] = await Promise.all([
      summaryRowsByIds(db, ids),
      db.selectFrom('jobSkill').select(['jobId', 'name']).where('jobId', 'in', ids).orderBy('position').execute(),
    ]);
    const skillsBy = groupBy(skills, (s) => s.jobId);
    return rows
      .filter((row) => row.status === 'open')
      .map((row) => {
        const company = row.companyName ?? `${row.posterFirstName} ${row.posterLastName}`;
        const names = (skillsBy.get(row.id) ?? []).map((s) => s.name);
        return {
          kind: row.kind === 'project' ? 'project' : 'job',
          refId: row.id,
          title: row.title,
          subtitle: company,
          location: row.location,
          company,
          image: row.companyName ? row.companyLogo : null,
          skills: names,
          experienceLevel: row.experienceLevel,
          datedAt: toIso(row.postedAt),
          texts: [row.title, company, row.location, row.type, row.isRemote ? 'remote' : '', ...names],
        };
      });
  },
};
