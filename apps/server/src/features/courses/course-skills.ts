import type { SkillCourse, SkillCourses } from '@skilllink/contracts/course-skills';
import { SKILL_COURSES_PER_SKILL } from '@skilllink/contracts/course-skills';
import type { Catalog, CatalogCourse } from './catalog.js';

// Shared with the public site's certificate pages, hence in platform/.
import { COURSE_SKILLS } from '../../platform/course-skill-map.js';

export { COURSE_SKILLS };

/** The skills catalogue's key of a name (skill_catalog.name_key). */
export const skillKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Skill key → the courses teaching it, most enrolled first (the catalogue's popularity order). */
export function coursesBySkill(catalog: Catalog): Map<string, CatalogCourse[]> {
  const bySkill = new Map<string, CatalogCourse[]>();
  for (const course of catalog.sorted.popularity) {
    for (const name of COURSE_SKILLS[course.slug] ?? []) {
      const key = skillKey(name);
      bySkill.set(key, [...(bySkill.get(key) ?? []), course]);
    }
  }
  return bySkill;
}

/** The courses teaching each named skill (at most SKILL_COURSES_PER_SKILL), marked when the member is enrolled. */
export function skillCourses(catalog: Catalog, skills: readonly string[], enrolled: ReadonlySet<string>): SkillCourses {
  const bySkill = coursesBySkill(catalog);
  const seen = new Set<string>();
  const items = [];
  for (const skill of skills) {
    const key = skillKey(skill);
    if (seen.has(key)) continue;
    seen.add(key);
    const courses = (bySkill.get(key) ?? [])
      .slice(0, SKILL_COURSES_PER_SKILL)
      .map((c): SkillCourse => ({ ...c.summary, inLearningPlan: enrolled.has(c.summary.id) }));
    items.push({ skill, courses });
  }
  return { items };
}
