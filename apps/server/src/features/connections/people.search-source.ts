import type { DB } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import type { SearchDoc, SearchSource } from '../../platform/search-index.js';
import { foldText } from '../../platform/search-text.js';
import { currentCompany } from './people.presenter.js';

/**
 * Members in the one search (ADR 060): found by name, title, any company or position of their
 * experience, place and skills; the card shows the current company. A member whose profile is
 * for connections only (ADR 063) or whose account was erased (ADR 062) is left out; blocks are
 * applied per reader by the ranker.
 */
export const peopleSearchSource: SearchSource = {
  source: 'user',
  kinds: ['person'],
  async build(db: DB, ids: string[]): Promise<SearchDoc[]> {
    const [users, jobs, skills] = await Promise.all([
      db
        .selectFrom('user')
        .select(['id', 'firstName', 'lastName', 'title', 'location', 'avatar'])
        .where('id', 'in', ids)
        .where('profileVisibility', '!=', 'connections')
        .where('erasedAt', 'is', null)
        .execute(),
      db
        .selectFrom('experience')
        .select(['userId', 'company', 'position', 'startDate', 'endDate', 'createdAt'])
        .where('userId', 'in', ids)
        .execute(),
      // Oldest first; the id (time-ordered) settles skills added in the same millisecond.
      db.selectFrom('memberSkill').select(['userId', 'name']).where('userId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
    ]);
    const jobsBy = groupBy(jobs, (j) => j.userId);
    const skillsBy = groupBy(skills, (s) => s.userId);
    return users.map((u) => {
      const experience = jobsBy.get(u.id) ?? [];
      const company = currentCompany(experience);
      const names = (skillsBy.get(u.id) ?? []).map((s) => s.name);
      const name = `${u.firstName} ${u.lastName}`;
      return {
        kind: 'person',
        refId: u.id,
        title: name,
        // "Designer at Hubtel" already names the company.
        subtitle: company && !foldText(u.title).includes(foldText(company)) ? [u.title, company].filter(Boolean).join(' · ') : u.title,
        location: u.location,
        company,
        image: u.avatar,
        skills: names,
        experienceLevel: null,
        datedAt: null,
        texts: [name, u.title, u.location, ...experience.flatMap((e) => [e.company, e.position]), ...names],
      };
    });
  },
};
