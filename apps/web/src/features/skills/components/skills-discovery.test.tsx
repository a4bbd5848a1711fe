import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { typeOnTestClock } from '../../../test/fake-clock';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { assessment } from '../../../test/skill-assessment-fixtures';
import { overview, reactDetail, searchCatalogue, skillExists, twi } from '../test-fixtures';

function stub(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/skills/overview': () => json(200, overview),
    'GET /api/v1/skills/catalog': (call) => searchCatalogue(call),
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Skills Discovery', () => {
  it('shows trending skills, results with their facts, real category counts and compact platform stats', async () => {
    stub();
    renderApp('/app/skills');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills Discovery' })).toBeInTheDocument();
    expect(document.title).toBe('Skills Discovery | SkillLink');
    expect(await screen.findByText('3 skills found')).toBeInTheDocument();

    const trending = screen.getByRole('region', { name: 'Trending Skills' });
    expect(within(trending).getByRole('button', { name: /AI\/Machine Learning.*\+45% this week/ })).toBeInTheDocument();

    const reactCard = card('React');
    expect(within(reactCard).getByText('Programming')).toBeInTheDocument();
    expect(within(reactCard).getByText('Intermediate')).toBeInTheDocument();
    expect(within(reactCard).getByText('1.2M')).toHaveAttribute('title', '1,234,567');
    expect(within(reactCard).getByText('GH₵ 6,000–12,000 / month')).toBeInTheDocument();
    expect(within(reactCard).getByText('+32%')).toBeInTheDocument();
    expect(within(card('Twi')).getByText('-5%')).toBeInTheDocument();
    expect(within(card('Python')).getByText('Not enough additions yet to measure growth')).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: 'All Categories 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: 'Languages 1' })).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Platform Stats' });
    expect(within(stats).getByText('2.5K')).toBeInTheDocument();
    expect(within(stats).getByText('1.2M')).toBeInTheDocument();
    expect(within(stats).getByText('15 this week')).toBeInTheDocument();

    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Learning Paths' })).toHaveAttribute('href', '/app/courses');
    expect(within(actions).getByRole('link', { name: 'Certifications' })).toHaveAttribute('href', '/app/certificates');
    expect(within(actions).getByRole('link', { name: 'Skill Assessment' })).toHaveAttribute('href', '/app/skills/assessments');
  });

  it('searches as you type, once typing pauses, and keeps the search and category in the address', async () => {
    const api = stub();
    const { user, location } = renderApp('/app/skills');
    await screen.findByText('3 skills found');
    const searches = () => api.callsTo('GET /api/v1/skills/catalog').map((c) => c.search);

    // The test's clock, not the machine's speed, decides whether typing paused: a busy machine
    // that stalls between two keystrokes must not count as a pause.
    await typeOnTestClock(screen.getByLabelText<HTMLInputElement>('Search skills'), 'PYTH', async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
      expect(searches()).toEqual(['']);
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(await screen.findByText('1 skill found')).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('q')).toBe('PYTH');
    expect(searches()).toEqual(['', '?q=PYTH']);

    await user.clear(screen.getByLabelText('Search skills'));
    await user.selectOptions(screen.getByLabelText('Category'), 'languages');
    expect(await screen.findByText('1 skill found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Twi' })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?category=languages'));

    await user.click(screen.getByRole('button', { name: 'Programming 2' }));
    expect(await screen.findByText('2 skills found')).toBeInTheDocument();
    expect(location().search).toBe('?category=programming');
    expect(screen.getByLabelText('Category')).toHaveValue('programming');
  });

  it('opens More Filters and filters by difficulty and popular skills only', async () => {
    const api = stub();
    const { user, location } = renderApp('/app/skills');
    await screen.findByText('3 skills found');
    const more = screen.getByRole('button', { name: 'More Filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Advanced');
    expect(await screen.findByText('1 skill found')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Popular skills only' }));
    expect(await screen.findByText('No skills found')).toBeInTheDocument();
    expect(api.calls.at(-1)?.search).toBe('?difficulty=Advanced&popular=true');
    expect(new URLSearchParams(location().search).get('popular')).toBe('1');
    expect(screen.getByRole('button', { name: 'More Filters (2 on)' })).toBeInTheDocument();

    // The empty state's one action brings everything back.
    const empty = screen.getByText('No skills found').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('3 skills found')).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('shows 12 cards at first and the rest on "Show more"', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ ...twi, id: `s-${i}`, slug: `skill-${i}`, name: `Skill ${i + 1}` }));
    stub({ 'GET /api/v1/skills/catalog': (call) => searchCatalogue(call, many) });
    const { user } = renderApp('/app/skills');
    expect(await screen.findByText('15 skills found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more (12 of 15)' }));
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('starts from the filters in the address', async () => {
    stub();
    renderApp('/app/skills?q=twi&category=languages&difficulty=Advanced&popular=0');
    expect(await screen.findByText('1 skill found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search skills')).toHaveValue('twi');
    expect(screen.getByLabelText('Category')).toHaveValue('languages');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Advanced');
  });

  it('adds a skill: "Added", disabled, and the toast; skills already on the profile read "Added" from the start', async () => {
    const api = stub({ 'POST /api/v1/profile/skills': () => json(201, { skill: { id: 'ms1', name: 'React' } }) });
    const { user } = renderApp('/app/skills');
    await screen.findByText('3 skills found');
    expect(within(card('Python')).getByRole('button', { name: 'Added' })).toBeDisabled();

    await user.click(within(card('React')).getByRole('button', { name: 'Add to My Skills' }));
    expect(await screen.findByText('React added to your skills profile!')).toBeInTheDocument();
    expect(within(card('React')).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(api.callsTo('POST /api/v1/profile/skills')[0]?.body).toEqual({ name: 'React', level: 'Beginner', category: 'Programming' });
  });

  it('says so when the skill is already in the profile, and when adding fails', async () => {
    stub({
      'POST /api/v1/profile/skills': (call) =>
        (call.body as { name: string }).name === 'React'
          ? skillExists()
          : apiError(500, 'internal_error', 'Something went wrong on our side'),
    });
    const { user } = renderApp('/app/skills');
    await screen.findByText('3 skills found');
    await user.click(within(card('React')).getByRole('button', { name: 'Add to My Skills' }));
    expect(await screen.findByText('This skill is already in your profile!')).toBeInTheDocument();
    expect(within(card('React')).getByRole('button', { name: 'Added' })).toBeDisabled();

    await user.click(within(card('Twi')).getByRole('button', { name: 'Add to My Skills' }));
    expect(await screen.findByText('Twi could not be added. Please try again.')).toBeInTheDocument();
    expect(within(card('Twi')).getByRole('button', { name: 'Add to My Skills' })).toBeEnabled();
  });

  it('shows card skeletons while the first answer loads', async () => {
    let answer: (response: Response) => void = () => {};
    stub({ 'GET /api/v1/skills/catalog': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/app/skills');
    expect(await screen.findByText('Loading skills...')).toBeInTheDocument();
    answer(searchCatalogue({ method: 'GET', path: '/api/v1/skills/catalog', search: '', headers: {}, body: undefined }));
    expect(await screen.findByText('3 skills found')).toBeInTheDocument();
    expect(screen.queryByText('Loading skills...')).not.toBeInTheDocument();
  });

  it('shows a page-level error with Try again when the catalogue cannot load', async () => {
    let fail = true;
    stub({
      'GET /api/v1/skills/catalog': (call) =>
        fail ? apiError(500, 'internal_error', 'Something went wrong on our side') : searchCatalogue(call),
    });
    const { user } = renderApp('/app/skills');
    expect(await screen.findByText('We could not load the skills')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 skills found')).toBeInTheDocument();
  });

  it('Learn More opens the detail: overview, stats, prerequisites, related skills and the learning path', async () => {
    stub({
      'GET /api/v1/skills/catalog/react': () => json(200, { skill: reactDetail }),
      'GET /api/v1/skills/catalog/typescript': () =>
        json(200, { skill: { ...reactDetail, id: 's-ts', slug: 'typescript', name: 'TypeScript' } }),
    });
    const { user } = renderApp('/app/skills');
    await screen.findByText('3 skills found');
    await user.click(within(card('React')).getByRole('button', { name: 'Learn more about React' }));

    const dialog = await screen.findByRole('dialog', { name: 'React' });
    expect(within(dialog).getByText('Programming · Intermediate')).toBeInTheDocument();
    expect(await within(dialog).findByText('330')).toBeInTheDocument();
    for (const text of [
      'Overview',
      'Stats',
      'Prerequisites',
      'Related Skills',
      'Learning Path',
      'Fundamentals',
      'Hands-on Practice',
      'Advanced Topics',
      'JavaScript',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Find React courses' })).toHaveAttribute('href', '/app/courses?q=React');
    // React has no assessment: no way to one.
    expect(within(dialog).queryByRole('link', { name: /assessment/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Jamstack' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'TypeScript' }));
    expect(await screen.findByRole('dialog', { name: 'TypeScript' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Learn More leads to the skill’s assessment when it has one', async () => {
    stub({
      'GET /api/v1/skills/catalog/react': () => json(200, { skill: reactDetail }),
      'GET /api/v1/skills/assessments': () =>
        json(200, { items: [assessment({ skill: 'react', name: 'React', category: 'Programming' })] }),
    });
    const { user } = renderApp('/app/skills');
    await screen.findByText('3 skills found');
    await user.click(within(card('React')).getByRole('button', { name: 'Learn more about React' }));
    const dialog = await screen.findByRole('dialog', { name: 'React' });
    expect(await within(dialog).findByRole('link', { name: 'Take the React assessment' })).toHaveAttribute(
      'href',
      '/app/skills/assessments/react',
    );
  });
});
