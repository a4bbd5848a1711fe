import { within } from '@testing-library/react';
import { FEATURED_STORY_EXCERPT_CHARS, NEWS_EXCERPT_CHARS, STORY_EXCERPT_CHARS } from '@skilllink/contracts/public-content';
import { describe, expect, it } from 'vitest';
import { truncate } from './site-env';
import { countLine, expandables, islandsNamed, link, LONG, news, renderPage, story, setUpSiteRenderer } from './render-fixtures';

setUpSiteRenderer();

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
