import { act, fireEvent, screen, within } from '@testing-library/react';
import { h, hydrate, type ComponentType } from 'preact';
import type { PublicCourse } from '@skilllink/contracts/public-catalogue';
import { STORY_EXCERPT_CHARS } from '@skilllink/contracts/public-content';
import type { SitePage } from '@skilllink/contracts/site-pages';
import { describe, expect, it, vi } from 'vitest';
import { ISLANDS, type IslandName } from './islands/registry';
import { truncate } from './site-env';
import { COURSES, islandsNamed, link, LONG, MEMBER, news, PATHS, renderPage, story, setUpSiteRenderer, VALID } from './render-fixtures';

setUpSiteRenderer();

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
