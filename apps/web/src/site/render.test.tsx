import { act, fireEvent, screen, within } from '@testing-library/react';
import { h, hydrate, render as renderPreact, type ComponentType } from 'preact';
import type { PublicCourse, LearningPath } from '@skilllink/contracts/public-catalogue';
import { FEATURED_STORY_EXCERPT_CHARS, NEWS_EXCERPT_CHARS, STORY_EXCERPT_CHARS, type NewsItem } from '@skilllink/contracts/public-content';
import { LANGUAGE_COOKIE } from '@skilllink/contracts/constants';
import type { PublicCertificate } from '@skilllink/contracts/public-certificate';
import type { PublicMember } from '@skilllink/contracts/public-member';
import type { SitePage, SiteRenderer, SiteRequest, StorySummary } from '@skilllink/contracts/site-pages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, setLanguage } from '../lib/i18n';
import { ISLANDS, type IslandName } from './islands/registry';
import { loadSiteRenderer } from './render';
import { truncate } from './site-env';

let renderer: SiteRenderer;

/** setLanguage remembers the choice (storage and cookie): leave nothing for the next file's tests. */
function forgetLanguageChoice() {
  window.localStorage.removeItem(LANGUAGE_KEY);
  document.cookie = `${LANGUAGE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeAll(async () => {
  renderer = await loadSiteRenderer();
  forgetLanguageChoice();
});

afterAll(async () => {
  // loadSiteRenderer switched the shared translator to each language in turn (ending in French).
  await setLanguage('en');
  forgetLanguageChoice();
});

// ---------------------------------------------------------------------------------------------
// Small hand-made data
// ---------------------------------------------------------------------------------------------

/** 247 characters: longer than every excerpt length of spec §9. */
const LONG =
  'Kumasi’s developer community met for a weekend of workshops on mobile money APIs, offline-first apps and accessible design, with mentors from three banks and two telcos who stayed to review every team’s project and to offer internships.';

function course(id: string, title: string, overrides: Partial<PublicCourse> = {}): PublicCourse {
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

const COURSES = [
  course('c-python', 'Python for Data Analysis'),
  course('c-sql', 'SQL Basics', { level: 'Intermediate', rating: null, reviewCount: 0 }),
  course('c-ml', 'Machine Learning', { level: 'Advanced', instructor: 'Ama Owusu' }),
];

const PATHS: LearningPath[] = [
  {
    id: 'path-data',
    category: 'data',
    title: 'Work with data',
    description: 'Analyse data with Python, then teach machines to learn from it.',
    courses: [COURSES[0]!, COURSES[2]!],
    durationSeconds: 9600,
  },
];

function news(slug: string, overrides: Partial<NewsItem> = {}): NewsItem {
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

function story(slug: string, overrides: Partial<StorySummary> = {}): StorySummary {
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

const MEMBER: PublicMember = {
  handle: 'ama-mensah',
  firstName: 'Ama',
  lastName: 'Mensah',
  headline: 'Data Analyst',
  location: 'Accra, Ghana',
  about: 'I turn data into decisions.',
  photoUrl: null,
  skills: [
    { name: 'Python', endorsements: 3 },
    { name: 'SQL', endorsements: 0 },
  ],
  experience: [
    { title: 'Data Analyst', company: 'MTN Ghana', location: 'Accra', startDate: '2021-05', endDate: null, description: 'Churn models.' },
  ],
  education: [{ school: 'KNUST', degree: 'BSc', field: 'Statistics', startDate: '2015-09', endDate: '2019-07' }],
  certificates: [{ courseTitle: 'Python for Data Analysis', issuedAt: '2026-05-02T10:00:00.000Z', code: 'SL-2026-AB12' }],
  memberSince: '2026-03-01T10:00:00.000Z',
};

const VALID: PublicCertificate = {
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
afterEach(() => {
  for (const element of mounted.splice(0)) {
    for (const island of element.querySelectorAll<HTMLElement>('[data-island]')) renderPreact(null, island);
    element.remove();
  }
});

interface Rendered {
  html: string;
  title: string;
  description: string;
  view: HTMLElement;
  /** Each island of the page: its name and its parsed props. */
  islands: Array<{ name: string; props: Record<string, unknown>; element: HTMLElement }>;
}

function renderPage(page: SitePage, request: Partial<SiteRequest> = {}): Rendered {
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

const islandsNamed = (rendered: Rendered, name: IslandName) => rendered.islands.filter((island) => island.name === name);

/** The expandable texts of a list page, in page order. */
const expandables = (rendered: Rendered) =>
  islandsNamed(rendered, 'expandable').map(({ props, element }) => ({
    short: props.short as string,
    full: props.full as string,
    more: props.more as string,
    shown: element.querySelector('p')!.textContent,
  }));

const link = (view: HTMLElement, name: string | RegExp) => within(view).getByRole('link', { name });

/** A list page's count ("3 courses found"): its first status line (the newsletter box's comes after). */
const countLine = (view: HTMLElement) => within(view).getAllByRole('status')[0]!;

// ---------------------------------------------------------------------------------------------

describe('every public page', () => {
  const pages: Array<[string, SitePage]> = [
    [
      'home',
      {
        kind: 'home',
        stats: { members: 1, courses: 3, certificates: 2, countries: 4 },
        featured: COURSES[0]!,
        testimonials: [story('s1')],
      },
    ],
    ['learn', { kind: 'learn', q: '', category: 'all', courses: COURSES, paths: PATHS }],
    ['news', { kind: 'news', category: 'all', items: [news('n1'), news('n2')] }],
    ['article', { kind: 'article', article: { ...news('n1'), html: '<p>Body</p>' }, related: [news('n2')] }],
    ['stories', { kind: 'stories', category: 'all', items: [story('s1'), story('s2')] }],
    ['story', { kind: 'story', story: { ...story('s1'), html: '<p>Body</p>' }, related: [story('s2')] }],
    [
      'page',
      {
        kind: 'page',
        page: { slug: 'partners', title: 'Partners', description: 'Who we work with.', updated: '2026-07-01', html: '<p>Body</p>' },
      },
    ],
    ['member', { kind: 'member', member: MEMBER }],
    ['certificate', { kind: 'certificate', code: VALID.code, certificate: VALID }],
    ['message', { kind: 'message', title: 'Thank you', body: 'Check your inbox.', link: { href: '/', label: 'Home' } }],
  ];

  it.each(pages)('%s: plain HTML (no script) with islands as data attributes whose props parse, in both languages', (_, page) => {
    for (const language of ['en', 'fr'] as const) {
      const rendered = renderPage(page, { language });
      expect(rendered.html).not.toMatch(/<script/i);
      expect(rendered.html).not.toMatch(/\son[a-z]+=/i); // no inline handlers either
      expect(rendered.title).not.toBe('');
      expect(rendered.description).not.toBe('');
      // Header, main, footer; the theme switch, the footer's share menu and "back to top" everywhere.
      // (Testing Library counts the article's own <header> as a banner too: the site's comes first.)
      expect(within(rendered.view).getAllByRole('banner')[0]).toContainElement(
        link(rendered.view, /^(Skip to main content|Aller au contenu)/),
      );
      expect(within(rendered.view).getByRole('main')).toHaveAttribute('id', 'main');
      expect(within(rendered.view).getByRole('contentinfo')).toBeInTheDocument();
      expect(rendered.islands.length).toBeGreaterThanOrEqual(3);
      for (const island of rendered.islands) {
        expect(Object.keys(ISLANDS)).toContain(island.name);
        expect(island.props).toBeTypeOf('object');
        // The island's own markup is there before any script.
        expect(island.element.children.length).toBeGreaterThan(0);
      }
      expect(islandsNamed(rendered, 'theme')).toHaveLength(1);
      expect(islandsNamed(rendered, 'scrollTop')).toHaveLength(1);
      expect(islandsNamed(rendered, 'scrollTop')[0]!.props).toEqual({ label: language === 'en' ? 'Back to top' : 'Retour en haut' });
    }
  });

  it('the header links to the five public pages in the reader’s language, marks the current one, and offers the other language', () => {
    const en = renderPage({ kind: 'news', category: 'all', items: [] }, { path: '/news', query: 'category=courses' });
    const nav = within(en.view).getAllByRole('navigation', { name: 'Site navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    const toFrench = link(en.view, 'Lire cette page en français');
    expect(toFrench).toHaveAttribute('href', '/news?category=courses&lang=fr');
    expect(toFrench).toHaveAttribute('hreflang', 'fr');

    const fr = renderPage({ kind: 'news', category: 'all', items: [] }, { path: '/news', language: 'fr' });
    const navFr = within(fr.view).getAllByRole('navigation', { name: 'Navigation du site' })[0]!;
    expect(within(navFr).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/news?lang=fr');
    expect(within(navFr).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about?lang=fr');
    expect(link(fr.view, 'Read this page in English')).toHaveAttribute('href', '/news?lang=en');
    expect(link(fr.view, 'Politique de confidentialité')).toHaveAttribute('href', '/privacy?lang=fr');
    // Sign-in pages pick the language up themselves.
    expect(within(fr.view).getAllByRole('link', { name: 'Se connecter' })[0]).toHaveAttribute('href', '/auth/login');
  });

  it('a signed-in member sees "Go to dashboard" instead of Sign In and Get Started', () => {
    const signedIn = renderPage({ kind: 'news', category: 'all', items: [] }, { path: '/news', signedIn: true });
    expect(within(signedIn.view).getAllByRole('link', { name: 'Go to dashboard' })[0]).toHaveAttribute('href', '/app/dashboard');
    expect(within(signedIn.view).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("the footer's share menu shares the page's own address", () => {
    const rendered = renderPage({ kind: 'learn', q: '', category: 'all', courses: [], paths: [] }, { path: '/learn' });
    const [share] = islandsNamed(rendered, 'share');
    expect(share!.props.url).toBe('https://skilllink.africa/learn');
    const whatsapp = within(share!.element).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent('https://skilllink.africa/learn'));
  });
});

describe('home', () => {
  const home = (language: 'en' | 'fr' = 'en') =>
    renderPage(
      {
        kind: 'home',
        stats: { members: 12345, courses: 1, certificates: 87, countries: 6 },
        featured: COURSES[0]!,
        testimonials: [story('t1'), story('t2', { summary: 'Short and sweet.', rating: 5 })],
      },
      { language },
    );

  it('shows the carousel (first slide readable without script), computed stats, the featured course and testimonials', () => {
    const { view, islands, title, description } = home();
    expect(title).toBe('SkillLink — Connect. Learn. Grow.');
    expect(description).not.toBe('');
    expect(within(view).getByRole('heading', { level: 1, name: 'SkillLink: Connect. Learn. Grow.' })).toBeInTheDocument();

    const carousel = islands.find((island) => island.name === 'carousel')!;
    const props = carousel.props as { slides: Array<{ title: string; actions: Array<{ href: string }> }>; labels: Record<string, unknown> };
    expect(props.slides).toHaveLength(3);
    expect(props.labels).toMatchObject({ region: 'Highlights', pause: 'Pause the slides', play: 'Play the slides' });
    expect(props.labels.slides).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(props.slides.flatMap((slide) => slide.actions.map((action) => action.href))).toEqual(
      expect.arrayContaining(['/auth/register', '/learn', '/stories']),
    );
    const region = within(carousel.element).getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('heading', { name: props.slides[0]!.title })).toBeInTheDocument();
    // Before the script, its controls are invisible (they would do nothing), their room kept.
    expect(within(region).getByRole('button', { name: 'Next slide' }).parentElement).toHaveClass('invisible');

    const stats = within(view).getByRole('heading', { name: 'SkillLink in numbers' }).parentElement!;
    const figures = [...stats.querySelectorAll('dd')].map((dd) => dd.textContent);
    const labels = [...stats.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(figures).toEqual(['12,345', '1', '87', '6']);
    expect(labels).toEqual(['members', 'course', 'certificates issued', 'countries']);

    expect(within(view).getByRole('heading', { name: 'Featured course' })).toBeInTheDocument();
    expect(link(view, 'Enroll in Python for Data Analysis')).toHaveAttribute('href', '/auth/register?next=%2Fapp%2Fcourses%2Fc-python');

    const quotes = [...view.querySelectorAll('blockquote')].map((quote) => quote.textContent);
    expect(quotes).toEqual([`“${truncate(LONG, STORY_EXCERPT_CHARS)}”`, '“Short and sweet.”']);
    expect(quotes[0]!.length).toBeLessThanOrEqual(STORY_EXCERPT_CHARS + 2);
    expect(within(view).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(link(view, "Read Person t1's story")).toHaveAttribute('href', '/stories/t1');
    expect(link(view, 'All success stories')).toHaveAttribute('href', '/stories');
  });

  it('in French: strings, numbers and links in French', () => {
    const { view, islands, title } = home('fr');
    expect(title).toBe('SkillLink — Connecter. Apprendre. Grandir.');
    const stats = within(view).getByRole('heading', { name: 'SkillLink en chiffres' }).parentElement!;
    expect([...stats.querySelectorAll('dd')].map((dd) => dd.textContent)[0]).toBe(new Intl.NumberFormat('fr').format(12345));
    const carousel = islands.find((island) => island.name === 'carousel')!;
    expect((carousel.props.labels as { slides: string[] }).slides[0]).toBe('Diapositive 1 sur 3');
    const hrefs = (carousel.props.slides as Array<{ actions: Array<{ href: string }> }>).flatMap((slide) =>
      slide.actions.map((a) => a.href),
    );
    expect(hrefs).toContain('/learn?lang=fr');
    expect(hrefs).toContain('/stories?lang=fr');
    expect(link(view, "S'inscrire à Python for Data Analysis")).toHaveAttribute('href', '/auth/register?next=%2Fapp%2Fcourses%2Fc-python');
    expect(link(view, 'Voir tous les cours')).toHaveAttribute('href', '/learn?lang=fr');
  });

  it('without a featured course or testimonials, leaves those sections out', () => {
    const { view } = renderPage({
      kind: 'home',
      stats: { members: 0, courses: 0, certificates: 0, countries: 0 },
      featured: null,
      testimonials: [],
    });
    expect(within(view).queryByRole('heading', { name: 'Featured course' })).toBeNull();
    expect(within(view).queryByRole('heading', { name: 'What our members say' })).toBeNull();
    expect(view.querySelector('blockquote')).toBeNull();
  });

  it('its islands come to life from the HTML and props the server wrote, as the page script does', () => {
    vi.useFakeTimers();
    try {
      const { view } = home();
      // What site/client.tsx does.
      act(() => {
        for (const element of view.querySelectorAll<HTMLElement>('[data-island]')) {
          const component = ISLANDS[element.dataset.island as IslandName] as unknown as ComponentType<object>;
          hydrate(h(component, JSON.parse(element.dataset.props!) as object), element);
        }
      });
      act(() => {
        vi.advanceTimersByTime(20); // the islands' first frame
      });
      const region = screen.getByRole('region', { name: 'Highlights' });
      const next = within(region).getByRole('button', { name: 'Next slide' });
      expect(next).toBeVisible();
      const shown = () => within(region).getByRole('group').getAttribute('aria-label');
      expect(shown()).toBe('Slide 1 of 3');
      fireEvent.click(next);
      expect(shown()).toBe('Slide 2 of 3');
      expect(screen.getByRole('button', { name: 'Switch between light and dark mode' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('learn', () => {
  const learn = (language: 'en' | 'fr', courses: PublicCourse[], q = 'python', category: 'all' | 'data' = 'data') =>
    renderPage(
      { kind: 'learn', q, category, courses, paths: courses.length ? PATHS : [] },
      {
        language,
        path: '/learn',
        query: new URLSearchParams({ ...(q ? { q } : {}), ...(category !== 'all' ? { category } : {}) }).toString(),
      },
    );

  it('with results: the count, the cards with Enroll → register then the course, the chips and the paths', () => {
    const { view, title } = learn('en', COURSES);
    expect(title).toBe('Learn');
    expect(within(view).getByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    expect(within(view).getByRole('status')).toHaveTextContent('3 courses found');
    expect(within(view).getByRole('searchbox')).toHaveValue('python');
    const search = within(view).getByRole('search');
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/learn');
    expect(search.querySelector('input[type="hidden"][name="category"]')).toHaveValue('data');

    for (const c of COURSES) {
      const enroll = link(view, `Enroll in ${c.title}`);
      expect(enroll).toHaveAttribute('href', `/auth/register?next=%2Fapp%2Fcourses%2F${c.id}`);
      expect(enroll).toHaveTextContent('Enroll');
    }
    expect(
      within(view)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining(COURSES.map((c) => c.title)));
    expect(within(view).getByText('by Ama Owusu')).toBeInTheDocument();

    const chips = within(view).getByRole('navigation', { name: 'Filter by category' });
    expect(within(chips).getByRole('link', { name: 'Data' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Data' })).toHaveAttribute('href', '/learn?q=python&category=data');
    expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/learn?q=python');
    expect(within(chips).getByRole('link', { name: 'Design' })).toHaveAttribute('href', '/learn?q=python&category=design');

    expect(within(view).getByRole('heading', { name: 'Learning paths' })).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'Work with data' })).toBeInTheDocument();
    expect(link(view, 'Start this path')).toHaveAttribute('href', '/auth/register?next=%2Fapp%2Fcourses%2Fc-python');
  });

  it('one result reads "1 course found"', () => {
    const { view } = learn('en', [COURSES[1]!]);
    expect(within(view).getByRole('status')).toHaveTextContent(/^1 course found$/);
  });

  it('without results: "No courses found" with a way back to every course, and no paths', () => {
    const { view } = learn('en', []);
    expect(within(view).getByRole('status')).toHaveTextContent('0 courses found');
    expect(within(view).getByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
    expect(within(view).getByText('Try another word or category.')).toBeInTheDocument();
    expect(link(view, 'Show all courses')).toHaveAttribute('href', '/learn');
    expect(within(view).queryByRole('link', { name: /^Enroll/ })).toBeNull();
    expect(within(view).queryByRole('heading', { name: 'Learning paths' })).toBeNull();
  });

  it('in French: the count and the empty state in French, links that keep ?lang=fr, Enroll straight to registration', () => {
    const { view } = learn('fr', COURSES);
    expect(within(view).getByRole('status')).toHaveTextContent('3 cours trouvés');
    const chips = within(view).getByRole('navigation', { name: 'Filtrer par catégorie' });
    expect(within(chips).getByRole('link', { name: 'Données' })).toHaveAttribute('href', '/learn?q=python&category=data&lang=fr');
    expect(within(chips).getByRole('link', { name: 'Données' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Tous' })).toHaveAttribute('href', '/learn?q=python&lang=fr');
    expect(within(view).getByRole('search').querySelector('input[type="hidden"][name="lang"]')).toHaveValue('fr');
    expect(link(view, "S'inscrire à SQL Basics")).toHaveAttribute('href', '/auth/register?next=%2Fapp%2Fcourses%2Fc-sql');

    const empty = learn('fr', [], '', 'all');
    expect(within(empty.view).getByRole('heading', { name: 'Aucun cours trouvé' })).toBeInTheDocument();
    expect(link(empty.view, 'Afficher tous les cours')).toHaveAttribute('href', '/learn?lang=fr');
    expect(within(empty.view).getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('news', () => {
  it('without articles: "No articles found" and "0 articles found", with a link to every article', () => {
    const { view, title } = renderPage({ kind: 'news', category: 'industry', items: [] }, { path: '/news', query: 'category=industry' });
    expect(title).toBe('News');
    expect(countLine(view)).toHaveTextContent('0 articles found');
    expect(within(view).getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(link(view, 'Show all')).toHaveAttribute('href', '/news');
    const chips = within(view).getByRole('navigation', { name: 'Filter by category' });
    expect(within(chips).getByRole('link', { name: 'Industry' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Industry' })).toHaveAttribute('href', '/news?category=industry');
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/news');
    // The newsletter box is there either way.
    expect(islandsNamed(renderPage({ kind: 'news', category: 'all', items: [] }), 'newsletter')).toHaveLength(1);
  });

  it('one article: "1 article found", shown as the featured one with its excerpt cut at 200 characters', () => {
    const { view } = renderPage({ kind: 'news', category: 'all', items: [news('only')] }, { path: '/news' });
    expect(countLine(view)).toHaveTextContent(/^1 article found$/);
    expect(link(view, 'Title of only')).toHaveAttribute('href', '/news/only');
    const [excerpt] = expandables(renderPage({ kind: 'news', category: 'all', items: [news('only')] }));
    expect(excerpt).toEqual({
      short: truncate(LONG, FEATURED_STORY_EXCERPT_CHARS),
      full: LONG,
      more: 'Read More',
      shown: truncate(LONG, 200),
    });
    expect(excerpt!.short.length).toBeLessThanOrEqual(200);
  });

  it('two articles: "2 articles found"; the featured one first (200 characters), the other cut at 120 with "Show More"', () => {
    const items = [news('plain', { excerpt: `${LONG} Plain.` }), news('star', { featured: true })];
    const rendered = renderPage({ kind: 'news', category: 'all', items }, { path: '/news' });
    const { view } = rendered;
    expect(countLine(view)).toHaveTextContent('2 articles found');
    const titles = within(view)
      .getAllByRole('link', { name: /^Title of / })
      .map((a) => a.textContent);
    expect(titles).toEqual(['Title of star', 'Title of plain']);
    const [featured, card] = expandables(rendered);
    expect(featured!.short).toBe(truncate(LONG, FEATURED_STORY_EXCERPT_CHARS));
    expect(featured!.shown).toBe(featured!.short);
    expect(featured!.more).toBe('Read More');
    expect(card!.short).toBe(truncate(`${LONG} Plain.`, NEWS_EXCERPT_CHARS));
    expect(card!.short.length).toBeLessThanOrEqual(NEWS_EXCERPT_CHARS);
    expect(card!.short.endsWith('…')).toBe(true);
    expect(card!.full).toBe(`${LONG} Plain.`);
    expect(card!.shown).toBe(card!.short);
    expect(card!.more).toBe('Show More');
    // The author and the reading time on the featured card.
    expect(within(view).getByText('Akosua Darko · 7 July 2026 · 4 min read')).toBeInTheDocument();
    expect(within(view).getByText('7 July 2026 · 4 min read')).toBeInTheDocument();
  });

  it('an excerpt short enough stays whole (the island then shows no button)', () => {
    const rendered = renderPage({
      kind: 'news',
      category: 'all',
      items: [news('a', { featured: true }), news('b', { excerpt: 'Brief.' })],
    });
    const [, brief] = expandables(rendered);
    expect(brief).toMatchObject({ short: 'Brief.', full: 'Brief.' });
    expect(islandsNamed(rendered, 'expandable')[1]!.element.querySelector('button')).toBeNull();
  });

  it('in French', () => {
    const empty = renderPage({ kind: 'news', category: 'all', items: [] }, { language: 'fr', path: '/news' });
    expect(countLine(empty.view)).toHaveTextContent('0 article trouvé');
    expect(within(empty.view).getByRole('heading', { name: 'Aucun article trouvé' })).toBeInTheDocument();
    expect(link(empty.view, 'Tout afficher')).toHaveAttribute('href', '/news?lang=fr');

    const two = renderPage({ kind: 'news', category: 'all', items: [news('a'), news('b')] }, { language: 'fr', path: '/news' });
    expect(countLine(two.view)).toHaveTextContent('2 articles trouvés');
    expect(link(two.view, 'Title of b')).toHaveAttribute('href', '/news/b?lang=fr');
    expect(within(two.view).getByRole('link', { name: 'Communauté' })).toHaveAttribute('href', '/news?category=community&lang=fr');
    expect(expandables(two).map((e) => e.more)).toEqual(['Lire la suite', 'Afficher plus']);
    expect(within(two.view).getByText('Akosua Darko · 7 juillet 2026 · 4 min de lecture')).toBeInTheDocument();
    expect(within(two.view).getByText('7 juillet 2026 · 4 min de lecture')).toBeInTheDocument();
  });
});

describe('article', () => {
  const article = {
    ...news('mobile-money', { title: 'Mobile money workshop in Kumasi', category: 'community' as const }),
    html: '<p>It was <strong>great</strong>.</p>',
  };

  it('shows the article, its author, date and body, a way back, related news, sharing and the newsletter', () => {
    const rendered = renderPage({ kind: 'article', article, related: [news('next-one')] }, { path: '/news/mobile-money' });
    const { view, title, description } = rendered;
    expect(title).toBe('Mobile money workshop in Kumasi');
    expect(description).toBe(LONG);
    expect(within(view).getByRole('heading', { level: 1, name: 'Mobile money workshop in Kumasi' })).toBeInTheDocument();
    expect(within(view).getByText('great').tagName).toBe('STRONG');
    expect(within(view).getByText('Akosua Darko')).toBeInTheDocument();
    expect(within(view).getAllByText('7 July 2026 · 4 min read')[0]).toHaveAttribute('datetime', '2026-07-07');
    expect(within(view).getByRole('img', { name: 'Picture for mobile-money' })).toHaveAttribute('src', '/content/images/mobile-money.svg');
    expect(link(view, '← All news')).toHaveAttribute('href', '/news');
    expect(link(view, 'Community')).toHaveAttribute('href', '/news?category=community');
    expect(link(view, 'Title of next-one')).toHaveAttribute('href', '/news/next-one');
    const shares = islandsNamed(rendered, 'share');
    expect(shares).toHaveLength(2); // the article's and the footer's
    expect(shares[0]!.props).toMatchObject({ url: 'https://skilllink.africa/news/mobile-money', text: 'Mobile money workshop in Kumasi' });
    expect(islandsNamed(rendered, 'newsletter')).toHaveLength(1);
  });

  it('in French, with no related news', () => {
    const { view } = renderPage({ kind: 'article', article, related: [] }, { language: 'fr', path: '/news/mobile-money' });
    expect(link(view, '← Toutes les actualités')).toHaveAttribute('href', '/news?lang=fr');
    expect(within(view).getByRole('heading', { name: 'Partager cet article' })).toBeInTheDocument();
    expect(within(view).queryByRole('heading', { name: 'Autres actualités' })).toBeNull();
  });
});

describe('stories', () => {
  it('without stories: "No stories found" and "0 stories found"', () => {
    const { view, title } = renderPage(
      { kind: 'stories', category: 'startup', items: [] },
      { path: '/stories', query: 'category=startup' },
    );
    expect(title).toBe('Success Stories');
    expect(countLine(view)).toHaveTextContent('0 stories found');
    expect(within(view).getByRole('heading', { name: 'No stories found' })).toBeInTheDocument();
    expect(link(view, 'Show all')).toHaveAttribute('href', '/stories');
    expect(within(view).getByRole('link', { name: 'Startup' })).toHaveAttribute('aria-current', 'page');
  });

  it('the featured story cut at 200 characters ("Read More"), the others at 150 ("Show More"), with who, outcome, rating and courses', () => {
    const rendered = renderPage(
      { kind: 'stories', category: 'all', items: [story('abena'), story('kwesi', { featured: true, rating: 5 })] },
      { path: '/stories' },
    );
    const { view } = rendered;
    expect(countLine(view)).toHaveTextContent('2 stories found');
    const names = within(view)
      .getAllByRole('link', { name: /^Person / })
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(names).toEqual([
      ['Person kwesi', '/stories/kwesi'],
      ['Person abena', '/stories/abena'],
    ]);
    const [featured, card] = expandables(rendered);
    expect(featured).toEqual({
      short: truncate(LONG, FEATURED_STORY_EXCERPT_CHARS),
      full: LONG,
      more: 'Read More',
      shown: truncate(LONG, 200),
    });
    expect(card).toEqual({ short: truncate(LONG, STORY_EXCERPT_CHARS), full: LONG, more: 'Show More', shown: truncate(LONG, 150) });
    expect(card!.short.length).toBeLessThanOrEqual(150);
    expect(featured!.short.length).toBeGreaterThan(150);
    expect(within(view).getAllByText('Data Analyst at MTN Ghana · Accra')).toHaveLength(2);
    expect(within(view).getAllByText('Landed a data analyst job')).toHaveLength(2);
    expect(within(view).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(view).getAllByText('Python for Data Analysis, SQL Basics')).toHaveLength(2);
  });

  it('one story reads "1 story found"; in French the counts and the empty state are French', () => {
    const one = renderPage({ kind: 'stories', category: 'all', items: [story('abena')] });
    expect(countLine(one.view)).toHaveTextContent(/^1 story found$/);
    const fr = renderPage({ kind: 'stories', category: 'all', items: [] }, { language: 'fr', path: '/stories' });
    expect(within(fr.view).getByRole('heading', { name: 'Aucun témoignage trouvé' })).toBeInTheDocument();
    expect(countLine(fr.view)).toHaveTextContent('0 témoignage trouvé');
    const frTwo = renderPage({ kind: 'stories', category: 'all', items: [story('a'), story('b')] }, { language: 'fr', path: '/stories' });
    expect(countLine(frTwo.view)).toHaveTextContent('2 témoignages trouvés');
    expect(link(frTwo.view, 'Person b')).toHaveAttribute('href', '/stories/b?lang=fr');
  });
});

describe('story', () => {
  const full = { ...story('abena', { name: 'Abena Owusu', rating: 5 }), html: '<p>Her <em>own</em> words.</p>' };

  it('shows who, the outcome, the rating, the body, the courses taken, sharing and the way to start', () => {
    const rendered = renderPage({ kind: 'story', story: full, related: [story('kwesi')] }, { path: '/stories/abena' });
    const { view, title, description } = rendered;
    expect(title).toBe('Abena Owusu: Landed a data analyst job');
    expect(description).toBe('Data Analyst at MTN Ghana — Landed a data analyst job');
    expect(within(view).getByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeInTheDocument();
    expect(within(view).getByText('Landed a data analyst job')).toBeInTheDocument();
    expect(within(view).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(view).getByText('own').tagName).toBe('EM');
    const courses = within(view).getByRole('heading', { name: 'Courses taken:' }).parentElement!;
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Python for Data Analysis', 'SQL Basics']);
    expect(link(view, '← All stories')).toHaveAttribute('href', '/stories');
    expect(link(view, 'Person kwesi')).toHaveAttribute('href', '/stories/kwesi');
    expect(islandsNamed(rendered, 'share')[0]!.props).toMatchObject({
      text: "Abena Owusu's story on SkillLink",
      url: 'https://skilllink.africa/stories/abena',
    });
    expect(within(view).getByRole('heading', { name: 'Ready to write your own story?' })).toBeInTheDocument();
  });

  it('in French', () => {
    const { view, title } = renderPage(
      { kind: 'story', story: full, related: [story('kwesi')] },
      { language: 'fr', path: '/stories/abena' },
    );
    expect(title).toBe('Abena Owusu : Landed a data analyst job');
    expect(within(view).getByText('Data Analyst chez MTN Ghana · Accra')).toBeInTheDocument();
    expect(link(view, 'Person kwesi')).toHaveAttribute('href', '/stories/kwesi?lang=fr');
    expect(within(view).getByRole('heading', { name: 'Cours suivis :' })).toBeInTheDocument();
  });
});

describe('fixed page', () => {
  const partners = {
    slug: 'partners' as const,
    title: 'Partners',
    description: 'Universities, employers and NGOs we work with.',
    updated: '2026-07-01',
    image: 'partners.svg',
    imageAlt: 'Hands joined',
    html: '<h2>Benefits</h2><p>Reach learners.</p>',
  };

  it('Partners: its text, the date it was updated, and the Partner With Us form (a plain form with script on top)', () => {
    const rendered = renderPage({ kind: 'page', page: partners }, { path: '/partners' });
    const { view, title, description } = rendered;
    expect(title).toBe('Partners');
    expect(description).toBe('Universities, employers and NGOs we work with.');
    expect(within(view).getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    expect(within(view).getByRole('heading', { level: 2, name: 'Benefits' })).toBeInTheDocument();
    expect(within(view).getByText('Last updated 1 July 2026')).toBeInTheDocument();
    expect(within(view).getByRole('img', { name: 'Hands joined' })).toHaveAttribute('src', '/content/images/partners.svg');
    const [partner] = islandsNamed(rendered, 'partner');
    expect(partner!.props).toMatchObject({ language: 'en', labels: { title: 'Partner With Us', submit: 'Send' } });
    expect((partner!.props.kinds as Array<{ value: string }>).map((kind) => kind.value)).toEqual([
      'university',
      'employer',
      'training-provider',
      'ngo',
      'other',
    ]);
    const form = partner!.element.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/partners/contact');
    expect(form).toHaveAttribute('method', 'post');
    expect(islandsNamed(rendered, 'newsletter')).toHaveLength(0);
  });

  it('About carries the newsletter box; in French the date and the form are French', () => {
    const about = renderPage({ kind: 'page', page: { ...partners, slug: 'about', title: 'About', image: undefined, imageAlt: undefined } });
    expect(islandsNamed(about, 'partner')).toHaveLength(0);
    const [newsletter] = islandsNamed(about, 'newsletter');
    expect(newsletter!.element.querySelector('form')).toHaveAttribute('action', '/newsletter');
    expect(within(about.view).queryByRole('img', { name: 'Hands joined' })).toBeNull();

    const fr = renderPage({ kind: 'page', page: partners }, { language: 'fr', path: '/partners' });
    expect(within(fr.view).getByText('Dernière mise à jour le 1 juillet 2026')).toBeInTheDocument();
    expect(islandsNamed(fr, 'partner')[0]!.props).toMatchObject({ language: 'fr', labels: { title: 'Devenir partenaire' } });
    expect(fr.view.querySelector('form#partner-with-us input[name="lang"]')).toHaveValue('fr');
  });
});

describe('member', () => {
  it('shows what the member shares with everyone, links to their certificates, and invites a visitor to join', () => {
    const rendered = renderPage({ kind: 'member', member: MEMBER }, { path: '/in/ama-mensah' });
    const { view, title, description } = rendered;
    expect(title).toBe('Ama Mensah — Data Analyst');
    expect(description).toBe("See Ama Mensah's skills, experience and certificates on SkillLink.");
    expect(within(view).getByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(within(view).getByText('Accra, Ghana')).toBeInTheDocument();
    expect(within(view).getByText('Member since 1 March 2026')).toBeInTheDocument();
    expect(within(view).getByText('I turn data into decisions.')).toBeInTheDocument();
    const skills = within(view).getByRole('heading', { name: 'Skills' }).parentElement!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Python · 3 endorsements', 'SQL']);
    expect(within(view).getByRole('heading', { name: 'Data Analyst at MTN Ghana' })).toBeInTheDocument();
    expect(within(view).getByText('May 2021 – present · Accra')).toBeInTheDocument();
    expect(within(view).getByText('BSc, Statistics')).toBeInTheDocument();
    expect(link(view, 'Python for Data Analysis')).toHaveAttribute('href', '/verify/SL-2026-AB12');
    expect(within(view).getByText('Issued 2 May 2026')).toBeInTheDocument();
    expect(islandsNamed(rendered, 'share')[0]!.props).toMatchObject({
      url: 'https://skilllink.africa/in/ama-mensah',
      text: 'Ama Mensah on SkillLink',
    });
    expect(within(view).getByRole('heading', { name: 'Join SkillLink to connect with Ama' })).toBeInTheDocument();
  });

  it('a signed-in visitor is not asked to join; a member who shares little shows little', () => {
    const bare: PublicMember = {
      ...MEMBER,
      headline: '',
      location: '',
      about: '',
      skills: [],
      experience: [],
      education: [],
      certificates: [],
    };
    const { view, title } = renderPage({ kind: 'member', member: bare }, { signedIn: true, path: '/in/ama-mensah' });
    expect(title).toBe('Ama Mensah');
    expect(within(view).queryByRole('heading', { name: /Join SkillLink/ })).toBeNull();
    for (const section of ['About', 'Skills', 'Experience', 'Education', 'Licences & certifications']) {
      expect(within(view).queryByRole('heading', { level: 2, name: section })).toBeNull();
    }
  });

  it('in French', () => {
    const { view } = renderPage({ kind: 'member', member: MEMBER }, { language: 'fr', path: '/in/ama-mensah' });
    expect(within(view).getByText('Membre depuis le 1 mars 2026')).toBeInTheDocument();
    expect(within(view).getByText('mai 2021 – aujourd’hui · Accra'.replace('’', "'"))).toBeInTheDocument();
    expect(link(view, 'Python for Data Analysis')).toHaveAttribute('href', '/verify/SL-2026-AB12?lang=fr');
    expect(within(view).getByRole('heading', { name: 'Rejoignez SkillLink pour vous connecter avec Ama' })).toBeInTheDocument();
  });
});

describe('certificate', () => {
  it('valid: verified, with the holder (linked to their page), the course, the facts, the evidence and sharing', () => {
    const rendered = renderPage({ kind: 'certificate', code: VALID.code, certificate: VALID }, { path: `/verify/${VALID.code}` });
    const { view, title, description } = rendered;
    expect(title).toBe('Esi Quaye completed Python for Data Analysis');
    expect(description).toBe("Certificate of completion issued by SkillLink on 7 July 2026. Verified against SkillLink's records.");
    expect(within(view).getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    const status = within(view).getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Certificate verified' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Esi Quaye' })).toHaveAttribute('href', '/in/esi-quaye');
    const facts = Object.fromEntries(
      [...status.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );
    expect(facts).toEqual({
      Recipient: 'Esi Quaye',
      Course: 'Python for Data Analysis',
      'Completion date': '7 July 2026',
      Issuer: 'SkillLink',
      Instructor: 'Kofi Boateng',
      Level: 'Intermediate',
      'Verification code': 'SL-2026-AB12',
    });
    expect(within(status).getByText('Pandas')).toBeInTheDocument();
    expect(within(status).getByText('Final quiz: 90 % (pass mark 70 %)')).toBeInTheDocument();
    expect(within(status).getByText(/^10 of 10 video lessons watched in full/)).toBeInTheDocument();
    const shares = islandsNamed(rendered, 'share');
    expect(shares).toHaveLength(2);
    expect(shares[0]!.props).toMatchObject({
      url: 'https://skilllink.africa/verify/SL-2026-AB12',
      text: 'I completed Python for Data Analysis on SkillLink. Verify my certificate:',
    });
    expect(within(view).queryByRole('alert')).toBeNull();
    expect(link(view, 'Explore free courses')).toHaveAttribute('href', '/learn');
  });

  it('valid, holder without a public page: the name without a link', () => {
    const { view } = renderPage({ kind: 'certificate', code: VALID.code, certificate: { ...VALID, holderHandle: null } });
    expect(within(view).getByText('Esi Quaye').tagName).toBe('DD');
    expect(within(view).queryByRole('link', { name: 'Esi Quaye' })).toBeNull();
  });

  it('revoked: says so, names no one and no course, offers nothing to share', () => {
    const rendered = renderPage({
      kind: 'certificate',
      code: 'SL-2026-GONE',
      certificate: { status: 'revoked', code: 'SL-2026-GONE', reason: 'member_deleted' },
    });
    const { view, title, description, html } = rendered;
    expect(title).toBe('Certificate verification');
    expect(description).toBe('This certificate was revoked: it was issued to a member who deleted their account.');
    expect(within(view).getByRole('alert')).toHaveTextContent('This certificate was revoked');
    expect(within(view).getByText('SL-2026-GONE')).toBeInTheDocument();
    expect(within(view).queryByRole('heading', { name: 'Certificate verified' })).toBeNull();
    expect(html).not.toContain('Esi Quaye');
    expect(islandsNamed(rendered, 'share')).toHaveLength(1); // the footer's only
  });

  it('unknown code: says the code is not valid', () => {
    const rendered = renderPage({ kind: 'certificate', code: 'NOPE', certificate: null });
    expect(rendered.description).toBe('The verification code you entered is not valid or the certificate has expired.');
    expect(within(rendered.view).getByRole('alert')).toHaveTextContent('The verification code you entered is not valid');
    expect(islandsNamed(rendered, 'share')).toHaveLength(1);
  });

  it('in French: valid, revoked and unknown', () => {
    const valid = renderPage(
      { kind: 'certificate', code: VALID.code, certificate: VALID },
      { language: 'fr', path: `/verify/${VALID.code}` },
    );
    expect(valid.title).toBe('Esi Quaye a terminé Python for Data Analysis');
    expect(within(valid.view).getByRole('heading', { name: 'Certificat vérifié' })).toBeInTheDocument();
    expect(within(valid.view).getByRole('link', { name: 'Esi Quaye' })).toHaveAttribute('href', '/in/esi-quaye?lang=fr');
    expect(within(valid.view).getByText('7 juillet 2026')).toBeInTheDocument();
    expect(link(valid.view, 'Découvrir les cours gratuits')).toHaveAttribute('href', '/learn?lang=fr');
    const revoked = renderPage(
      { kind: 'certificate', code: 'X', certificate: { status: 'revoked', code: 'X', reason: 'member_deleted' } },
      { language: 'fr' },
    );
    expect(within(revoked.view).getByRole('alert')).toHaveTextContent('Ce certificat a été révoqué');
    const unknown = renderPage({ kind: 'certificate', code: 'X', certificate: null }, { language: 'fr' });
    expect(within(unknown.view).getByRole('alert')).toHaveTextContent("Le code de vérification saisi n'est pas valide");
  });
});

describe('message', () => {
  it('a title, a sentence and an optional link', () => {
    const withLink = renderPage({
      kind: 'message',
      title: 'Subscription confirmed',
      body: 'You will hear from us.',
      link: { href: '/news', label: 'Read the news' },
    });
    expect(withLink.title).toBe('Subscription confirmed');
    expect(withLink.description).toBe('You will hear from us.');
    expect(within(withLink.view).getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(within(withLink.view).getByText('You will hear from us.')).toBeInTheDocument();
    expect(link(withLink.view, 'Read the news')).toHaveAttribute('href', '/news');

    const withoutLink = renderPage(
      { kind: 'message', title: 'Page introuvable', body: 'Cette page n’existe pas.', link: null },
      { language: 'fr' },
    );
    expect(within(withoutLink.view).getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(within(withoutLink.view).getByRole('main')).queryByRole('link')).toBeNull();
  });
});
