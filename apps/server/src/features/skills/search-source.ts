import type { DB } from '../../db/database.js';
import type { SearchDoc, SearchSource } from '../../platform/search-index.js';

/** The skills catalogue in the one search (ADR 060): by name, category and description. */
export const skillsSearchSource: SearchSource = {
  source: 'skill',
  kinds: ['skill'],
  async build(db: DB, ids: string[]): Promise<SearchDoc[]> {
    const rows = await db.selectFrom('skillCatalog').select(['id', 'name', 'category', 'description']).where('id', 'in', ids).execute();
    return rows.map((row) => ({
      kind: 'skill',
      refId: row.id,
      title: row.name,
      subtitle: row.category,
      location: '',
      company: '',
      image: null,
      skills: [],
      experienceLevel: null,
      datedAt: null,
      texts: [row.name, row.category, row.description],
    }));
  },
};
