import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import type { SearchDoc, SearchSource } from '../../platform/search-index.js';
import { COURSE_SKILLS } from './course-skills.js';

/** Courses in the one search (ADR 060): by title, instructor, description, category and the skills they teach. */
export const coursesSearchSource: SearchSource = {
  source: 'course',
  kinds: ['course'],
  async build(db: DB, ids: string[]): Promise<SearchDoc[]> {
    const rows = await db
      .selectFrom('course')
      .select(['id', 'slug', 'title', 'description', 'instructor', 'category', 'level', 'thumbnail', 'createdAt'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => {
      const skills = [...(COURSE_SKILLS[row.slug] ?? [])];
      return {
        kind: 'course',
        refId: row.id,
        title: row.title,
        subtitle: row.instructor,
        location: '',
        company: '',
        image: row.thumbnail || null,
        skills,
        experienceLevel: null,
        datedAt: toIso(row.createdAt),
        texts: [row.title, row.instructor, row.description, row.category, row.level, ...skills],
      };
    });
  },
};
