/** Every skills query lives under ['skills', …], so one invalidation refreshes the page. */
export const skillsKeys = {
  all: ['skills'] as const,
  catalog: () => ['skills', 'catalog'] as const,
  detail: (slug: string) => ['skills', 'detail', slug] as const,
  overview: () => ['skills', 'overview'] as const,
  /** lib/skill-assessments-query.ts, shared with other pages. */
  assessments: () => ['skills', 'assessments'] as const,
};
