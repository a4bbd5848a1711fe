/**
 * The search constants (issue 24, spec 001 §9), free of zod so the web app imports them without
 * the schema library (the top bar's typeahead is on every page); search.ts builds its schemas on
 * them and re-exports them for the server.
 */
/** What one result is. */
export const SEARCH_KINDS = ['person', 'job', 'project', 'course', 'skill'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The result tabs: the spec's All, People, Jobs, Projects, plus Courses and Skills. */
export const SEARCH_TABS = ['all', 'people', 'jobs', 'projects', 'courses', 'skills'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const TAB_KIND: Record<Exclude<SearchTab, 'all'>, SearchKind> = {
  people: 'person',
  jobs: 'job',
  projects: 'project',
  courses: 'course',
  skills: 'skill',
};

/** §9 filter options. Experience applies to jobs and projects; date to jobs, projects and courses. */
export const SEARCH_EXPERIENCE = ['all', 'entry', 'mid', 'senior', 'executive'] as const;
export const SEARCH_DATE_RANGES = ['all', 'today', 'week', 'month'] as const;

/** §9: at most 20 per type; "show more" pages beyond. */
export const SEARCH_PAGE_SIZE = 20;
/** Longer queries are refused before any work. */
export const SEARCH_QUERY_MAX = 200;
/** Typeahead opens after this many characters (issue 24). */
export const TYPEAHEAD_MIN = 2;
/** Typeahead rows per kind (people, jobs, courses, skills). */
export const TYPEAHEAD_PER_KIND = 3;
/** §9: history keeps 10; the sidebar shows 5. */
export const SEARCH_HISTORY_KEPT = 10;
export const SEARCH_HISTORY_SHOWN = 5;
/** §9 sidebar and empty-state sizes. */
export const TRENDING_SKILLS = 6;
export const POPULAR_SEARCHES = 8;
/** §9 suggested filter values computed from the results. */
export const SUGGESTED_SKILLS = 10;
export const SUGGESTED_LOCATIONS = 8;
export const SUGGESTED_COMPANIES = 8;
/** Skills a filter may name at once. */
export const FILTER_SKILLS_MAX = 10;
/** A kind's tab counts matches up to this many ("1,000+"). */
export const SEARCH_TOTAL_CAP = 1000;
/** All counts each kind only as far as it reads for it: "60+" (the kind's tab counts further). */
export const SEARCH_ALL_TOTAL_CAP = 60;
