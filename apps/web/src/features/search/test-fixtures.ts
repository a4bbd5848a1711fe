import type { SearchDiscover, SearchGroup, SearchHistory, SearchHit, SearchResults } from '@skilllink/contracts/search';
import { TAB_KIND, type SearchKind, type SearchTab } from '@skilllink/contracts/search-constants';
import { json, member, signedInAs, type RecordedCall } from '../../test/fetch-stub';

const HREF: Record<SearchKind, (id: string, title: string) => string> = {
  person: (id) => `/app/profile/${id}`,
  job: (id) => `/app/jobs/${id}`,
  project: (id) => `/app/jobs/${id}`,
  course: (id) => `/app/courses/${id}`,
  skill: (_id, title) => `/app/skills?q=${encodeURIComponent(title)}`,
};

/** One result as the server sends it. */
export function hit(kind: SearchKind, i: number, overrides: Partial<SearchHit> = {}): SearchHit {
  const id = `${kind}-${i}`;
  const title = overrides.title ?? `${kind} ${i}`;
  return {
    kind,
    id,
    title,
    subtitle: '',
    location: null,
    href: HREF[kind](id, title),
    image: null,
    skills: [],
    date: null,
    degree: null,
    matchScore: null,
    experienceLevel: null,
    ...overrides,
  };
}

export const ama = hit('person', 1, {
  title: 'Kwame Boateng',
  subtitle: 'Frontend Engineer at Hubtel',
  location: 'Accra, Ghana',
  degree: 2,
  skills: ['React', 'TypeScript'],
});
export const reactJob = hit('job', 1, {
  title: 'React Developer',
  subtitle: 'Hubtel',
  location: 'Accra, Ghana',
  experienceLevel: 'mid',
  matchScore: 82,
  date: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  skills: ['React'],
});
export const reactCourse = hit('course', 1, { title: 'React from Zero', subtitle: 'Esi Owusu' });
export const reactSkill = hit('skill', 1, { title: 'React', subtitle: 'Programming' });

export function group(kind: SearchKind, items: SearchHit[], total = items.length, nextCursor: string | null = null): SearchGroup {
  return { kind, items, total, nextCursor };
}

const NO_SUGGESTIONS = { skills: [], locations: [], companies: [] };

/** An answer of GET /search: All has every kind (empty ones too); a kind's tab its one group. */
export function results(query: string, tab: SearchTab, groups: SearchGroup[], overrides: Partial<SearchResults> = {}): SearchResults {
  const kinds: SearchKind[] = tab === 'all' ? ['person', 'job', 'project', 'course', 'skill'] : [TAB_KIND[tab]];
  const full = kinds.map((kind) => groups.find((g) => g.kind === kind) ?? group(kind, []));
  return {
    query,
    tab,
    groups: full,
    total: full.reduce((sum, g) => sum + g.total, 0),
    suggestedFilters: NO_SUGGESTIONS,
    ...overrides,
  };
}

export const discover: SearchDiscover = {
  popular: [
    'Data Science',
    'UI/UX Design',
    'Python',
    'Digital Marketing',
    'React',
    'Project Management',
    'Cloud Computing',
    'Machine Learning',
  ],
  trendingSkills: [
    { name: 'AI/Machine Learning', slug: 'ai-machine-learning' },
    { name: 'React', slug: 'react' },
  ],
  recommendedPeople: [hit('person', 7, { title: 'Efua Mensah', subtitle: 'Product Designer at Andela' })],
};

export const history: SearchHistory = {
  items: [
    {
      id: 'h1',
      query: 'react',
      filters: { tab: 'jobs', location: 'Accra', experience: 'mid', dateRange: 'all' },
      timestamp: '2026-11-01T10:00:00.000Z',
    },
    { id: 'h2', query: 'figma', filters: { tab: 'all', experience: 'all', dateRange: 'all' }, timestamp: '2026-10-31T10:00:00.000Z' },
  ],
};

/** The parameters a recorded GET /search was sent with. */
export const paramsOf = (call: RecordedCall) => Object.fromEntries(new URLSearchParams(call.search));

/** The page's other endpoints: the member, their history and the suggestions. */
export function pageApi(search: (call: RecordedCall) => Response) {
  return {
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/search/history': () => json(200, history),
    'GET /api/v1/search/discover': () => json(200, discover),
    'GET /api/v1/search': search,
  };
}
