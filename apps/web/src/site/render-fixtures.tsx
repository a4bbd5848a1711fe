// Shared by the renderer's tests (render-*.test.tsx): small hand-made data and a way to render a page
// into the test's document and read its islands back.
import { within } from '@testing-library/react';
import { render as renderPreact } from 'preact';
import type { PublicCourse, LearningPath } from '@skilllink/contracts/public-catalogue';
import { type NewsItem } from '@skilllink/contracts/public-content';
import { LANGUAGE_COOKIE } from '@skilllink/contracts/constants';
import type { ValidPublicCertificate } from '@skilllink/contracts/public-certificate';
import type { PublicMember } from '@skilllink/contracts/public-member';
import type { SitePage, SiteRenderer, SiteRequest, StorySummary } from '@skilllink/contracts/site-pages';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { LANGUAGE_KEY, setLanguage } from '../lib/i18n';
import { type IslandName } from './islands/registry';
import { loadSiteRenderer } from './render';

let renderer: SiteRenderer;

/** setLanguage remembers the choice (storage and cookie): leave nothing for the next file's tests. */
export function forgetLanguageChoice() {
  window.localStorage.removeItem(LANGUAGE_KEY);
  document.cookie = `${LANGUAGE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/**
 * Loads the renderer before a test file's tests and puts the shared translator back to English
 * after them; mounted pages are removed after each test. Call once at the top of a test file.
 */
export function setUpSiteRenderer(): void {
  beforeAll(async () => {
    renderer = await loadSiteRenderer();
    forgetLanguageChoice();
  });
  afterAll(async () => {
    // loadSiteRenderer switched the shared translator to each language in turn (ending in French).
    await setLanguage('en');
    forgetLanguageChoice();
  });
  afterEach(() => {
    for (const element of mounted.splice(0)) {
      for (const island of element.querySelectorAll<HTMLElement>('[data-island]')) renderPreact(null, island);
      element.remove();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Small hand-made data
// ---------------------------------------------------------------------------------------------

/** 247 characters: longer than every excerpt length of spec §9. */
export const LONG =
  'Kumasi’s developer community met for a weekend of workshops on mobile money APIs, offline-first apps and accessible design, with mentors from three banks and two telcos who stayed to review every team’s project and to offer internships.';

export function course(id: string, title: string, overrides: Partial<PublicCourse> = {}): PublicCourse {
  return {
    id,
    title,
    instructor: 'Kofi Boateng',
    category: 'data',
    courseCategory: 'Data Science',
    level: 'Beginner',
    durationSeconds: 4800,
    lessonCount: 12,
    rating: 4.5,
    reviewCount: 8,
    students: 1234,
    thumbnail: `/api/v1/courses/${id}/thumbnail.webp`,
    description: 'Analyse real data with Python.',
    ...overrides,
  };
}

export const COURSES = [
  course('c-python', 'Python for Data Analysis'),
  course('c-sql', 'SQL Basics', { level: 'Intermediate', rating: null, reviewCount: 0 }),
  course('c-ml', 'Machine Learning', { level: 'Advanced', instructor: 'Ama Owusu' }),
];

export const PATHS: LearningPath[] = [
  {
    id: 'path-data',
    category: 'data',
    title: 'Work with data',
    description: 'Analyse data with Python, then teach machines to learn from it.',
    courses: [COURSES[0]!, COURSES[2]!],
    durationSeconds: 9600,
  },
];

export function news(slug: string, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    slug,
    title: `Title of ${slug}`,
    excerpt: LONG,
    date: '2026-07-07',
    author: 'Akosua Darko',
    authorRole: 'Community lead',
    readTime: 4,
    category: 'community',
    image: `${slug}.svg`,
    imageAlt: `Picture for ${slug}`,
    featured: false,
    ...overrides,
  };
}

export function story(slug: string, overrides: Partial<StorySummary> = {}): StorySummary {
  return {
    slug,
    name: `Person ${slug}`,
    role: 'Data Analyst',
    company: 'MTN Ghana',
    location: 'Accra',
    category: 'career-change',
    rating: 4,
    courses: ['Python for Data Analysis', 'SQL Basics'],
    outcome: 'Landed a data analyst job',
    image: `${slug}.svg`,
    imageAlt: `Portrait of ${slug}`,
    date: '2026-06-01',
    featured: false,
    summary: LONG,
    ...overrides,
  };
}

export const MEMBER: PublicMember = {
  handle: 'ama-mensah',
  firstName: 'Ama',
  lastName: 'Mensah',
  headline: 'Data Analyst',
  location: 'Accra, Ghana',
  about: 'I turn data into decisions.',
  photoUrl: null,
  skills: [
    { name: 'Python', endorsements: 3, verified: false },
    { name: 'SQL', endorsements: 0, verified: false },
  ],
  experience: [
    { title: 'Data Analyst', company: 'MTN Ghana', location: 'Accra', startDate: '2021-05', endDate: null, description: 'Churn models.' },
  ],
  education: [{ school: 'KNUST', degree: 'BSc', field: 'Statistics', startDate: '2015-09', endDate: '2019-07' }],
  certificates: [{ courseTitle: 'Python for Data Analysis', issuedAt: '2026-05-02T10:00:00.000Z', code: 'SL-2026-AB12' }],
  memberSince: '2026-03-01T10:00:00.000Z',
};

export const VALID: ValidPublicCertificate = {
  status: 'valid',
  code: 'SL-2026-AB12',
  holderName: 'Esi Quaye',
  holderHandle: 'esi-quaye',
  courseTitle: 'Python for Data Analysis',
  courseId: 'c-python',
  courseSlug: 'python-for-data-analysis',
  instructor: 'Kofi Boateng',
  level: 'Intermediate',
  issuedAt: '2026-07-07T09:30:00.000Z',
  issuer: 'SkillLink',
  skills: ['Python', 'Pandas'],
  evidence: { videoLessons: 10, lessonsWatched: 10, watchedSeconds: 3600, quizzes: [{ title: 'Final quiz', score: 90, passingScore: 70 }] },
};

// ---------------------------------------------------------------------------------------------
// Rendering into the test's document
// ---------------------------------------------------------------------------------------------

const mounted: HTMLElement[] = [];

export interface Rendered {
  html: string;
  title: string;
  description: string;
  view: HTMLElement;
  /** Each island of the page: its name and its parsed props. */
  islands: Array<{ name: string; props: Record<string, unknown>; element: HTMLElement }>;
}

export function renderPage(page: SitePage, request: Partial<SiteRequest> = {}): Rendered {
  const language = request.language ?? 'en';
  const path = request.path ?? '/';
  const full: SiteRequest = {
    language,
    path,
    query: '',
    signedIn: false,
    url: `https://skilllink.africa${path}${language === 'fr' ? '?lang=fr' : ''}`,
    ...request,
  };
  const { html, title, description } = renderer.render(page, full);
  const view = document.createElement('div');
  view.innerHTML = html;
  document.body.append(view);
  mounted.push(view);
  const islands = [...view.querySelectorAll<HTMLElement>('[data-island]')].map((element) => ({
    name: element.dataset.island!,
    props: JSON.parse(element.dataset.props!) as Record<string, unknown>,
    element,
  }));
  return { html, title, description, view, islands };
}

export const islandsNamed = (rendered: Rendered, name: IslandName) => rendered.islands.filter((island) => island.name === name);

/** The expandable texts of a list page, in page order. */
export const expandables = (rendered: Rendered) =>
  islandsNamed(rendered, 'expandable').map(({ props, element }) => ({
    short: props.short as string,
    full: props.full as string,
    more: props.more as string,
    shown: element.querySelector('p')!.textContent,
  }));

export const link = (view: HTMLElement, name: string | RegExp) => within(view).getByRole('link', { name });

/** A list page's count ("3 courses found"): its first status line (the newsletter box's comes after). */
export const countLine = (view: HTMLElement) => within(view).getAllByRole('status')[0]!;

// ---------------------------------------------------------------------------------------------
