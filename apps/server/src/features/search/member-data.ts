import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/** Search's part of "Your data" (ADR 062): the member's search history. */
export const searchMemberData: MemberDataSource = {
  area: 'search',
  async export({ db, memberId }) {
    const history = await db
      .selectFrom('searchHistory')
      .select(['query', 'filters', 'searchedAt'])
      .where('userId', '=', memberId)
      .orderBy('searchedAt', 'desc')
      .execute();
    return [jsonFile('search-history.json', { history })];
  },
  async erase({ db, memberId }) {
    await db.deleteFrom('searchHistory').where('userId', '=', memberId).execute();
    await db.deleteFrom('searchCountMember').where('userId', '=', memberId).execute();
  },
};
