import type { ActivityItem } from '@skilllink/contracts/activity';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const item = (i: number, overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  id: `01900000-0000-7000-8000-${String(1000 - i).padStart(12, '0')}`,
  type: 'skill_added',
  subject: `Skill ${i}`,
  link: '/app/profile?tab=skills',
  createdAt: minutesAgo(i * 10),
  ...overrides,
});

const skillSentence = (i: number) => `You added Skill ${i} to your skills`;

describe('Activity page', () => {
  it('lists the activity newest first and loads more with the cursor', async () => {
    const first = Array.from({ length: 20 }, (_, i) => item(i));
    const second = [item(20), item(21, { type: 'certificate_earned', subject: 'Data Analysis', link: null })];
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/activity': (call) =>
        new URLSearchParams(call.search).get('before') === first[19]!.id
          ? json(200, { items: second, nextCursor: null })
          : json(200, { items: first, nextCursor: first[19]!.id }),
    });
    const { user } = renderApp('/app/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(document.title).toBe('Activity | SkillLink');
    const list = await screen.findByRole('list', { name: 'Your activity, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getByRole('link', { name: skillSentence(0) })).toHaveAttribute('href', '/app/profile?tab=skills');
    expect(within(list).getByText('now')).toBeInTheDocument();
    expect(within(list).getByText('10m ago')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/activity')[0]?.search).toBe('?limit=20');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Data Analysis')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(22);
    expect(within(list).getByText('You earned a certificate for', { exact: false })).toHaveTextContent(
      'You earned a certificate for Data Analysis',
    );
    expect(api.callsTo('GET /api/v1/activity')[1]?.search).toBe(`?limit=20&before=${first[19]!.id}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
  });

  it("shows a member's own text as text, never as markup", async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/activity': () => json(200, { items: [item(1, { subject: '<b>C++</b> & <i>Go</i>', link: null })], nextCursor: null }),
    });
    renderApp('/app/activity');
    const strong = await screen.findByText('<b>C++</b> & <i>Go</i>');
    expect(strong.tagName).toBe('STRONG');
  });

  it('has an empty state with the action that fills it', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/activity': () => json(200, { items: [], nextCursor: null }) });
    renderApp('/app/activity');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Skills' })).toHaveAttribute('href', '/app/profile?tab=skills');
  });

  it('offers Try again when the activity cannot load', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/activity': () => (fail ? json(500, {}) : json(200, { items: [item(3)], nextCursor: null })),
    });
    const { user } = renderApp('/app/activity');
    expect(await screen.findByText('Your activity could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: skillSentence(3) })).toBeInTheDocument();
  });
});
