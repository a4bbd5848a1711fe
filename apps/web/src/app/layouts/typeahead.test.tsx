import type { TypeaheadResults } from '@skilllink/contracts/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../features/search/hooks/use-typeahead';
import { ama, hit, reactCourse, reactJob, reactSkill } from '../../features/search/test-fixtures';
import { advance, holdTimeouts, releaseTimeouts, until } from '../../test/fake-clock';
import { json, member, signedInAs, stubApi, type RecordedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const answer = (q: string): TypeaheadResults => ({ query: q, items: [ama, reactJob, reactCourse, reactSkill] });
const typeaheadQ = (call: RecordedCall) => new URLSearchParams(call.search).get('q');

function stub(typeahead: (call: RecordedCall) => Response | Promise<Response> = (call) => json(200, answer(typeaheadQ(call)!))) {
  return stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/search/typeahead': typeahead });
}

const box = () => screen.findByRole<HTMLInputElement>('combobox', { name: 'Search' });
const asked = (api: ReturnType<typeof stub>) => api.callsTo('GET /api/v1/search/typeahead').map(typeaheadQ);

describe('top bar typeahead', () => {
  it('asks only from two characters, once typing pauses for 150 ms, and only for the last text', async () => {
    const api = stub();
    renderApp('/app/dashboard');
    const input = await box();
    holdTimeouts();
    try {
      const type = (value: string) => fireEvent.input(input, { target: { value } });
      type('r');
      await advance(TYPEAHEAD_DEBOUNCE_MS);
      expect(asked(api)).toEqual([]);

      type('re');
      type('rea');
      await advance(TYPEAHEAD_DEBOUNCE_MS - 1);
      type('reac');
      await advance(TYPEAHEAD_DEBOUNCE_MS - 1);
      expect(asked(api)).toEqual([]);
      await advance(1);
      expect(asked(api)).toEqual(['reac']);
      await until(() => screen.getByRole('listbox', { name: 'Search suggestions' }));
      expect(input).toHaveAttribute('aria-expanded', 'true');

      // Below two characters the list closes at once, without waiting for the pause.
      type('r');
      await advance(0);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      releaseTimeouts();
    }
  });

  it('groups suggestions and moves through them with the arrows; Enter opens the chosen one', async () => {
    stub();
    const { user, location } = renderApp('/app/dashboard');
    const input = await box();
    await user.type(input, 'react');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const groupNames = within(list)
      .getAllByRole('group')
      .map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(groupNames).toEqual(['People', 'Jobs', 'Courses', 'Skills']);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[4]).toHaveTextContent('See all results for “react”');
    expect(within(list).getByRole('group', { name: 'People' })).toContainElement(options[0]!);
    expect(options[0]).toHaveTextContent('Kwame Boateng');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // Up from the first wraps to the last ("See all"), Down from the last to the first.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[4]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/app/jobs/job-1');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('goes to the full results on Enter with no suggestion chosen, or on "See all"', async () => {
    stub();
    const { user, location } = renderApp('/app/dashboard');
    const input = await box();
    await user.type(input, 'react');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(`${location().pathname}${location().search}`).toBe('/app/search?q=react');

    await user.type(input, 'ors');
    await user.click(await screen.findByRole('option', { name: /See all results for “reactors”/ }));
    expect(location().search).toBe('?q=reactors');
  });

  it('closes on Escape and on a click elsewhere, and reopens on the arrow', async () => {
    stub();
    const { user } = renderApp('/app/dashboard');
    const input = await box();
    await user.type(input, 'react');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('react');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('main'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('never lets a late answer replace the newer one, and aborts the one no longer wanted', async () => {
    const held: Array<() => void> = [];
    const answers: Array<Promise<unknown>> = [];
    const api = stub((call) => {
      const q = typeaheadQ(call)!;
      const items = q === 'rea' ? [hit('skill', 9, { title: 'Real estate' })] : [reactSkill];
      // "rea" answers only after "react" did.
      if (q === 'rea') {
        const answer = new Promise<Response>((resolve) => held.push(() => resolve(json(200, { query: q, items }))));
        answers.push(answer);
        return answer;
      }
      return json(200, { query: q, items });
    });
    const { user } = renderApp('/app/dashboard');
    const input = await box();
    await user.type(input, 'rea');
    await waitFor(() => expect(asked(api)).toEqual(['rea']));
    const reaSignal = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('typeahead?q=rea'))![1]!.signal!;
    await user.type(input, 'ct');
    expect(await screen.findByRole('option', { name: 'React Programming' })).toBeInTheDocument();
    await waitFor(() => expect(reaSignal.aborted).toBe(true));
    held.forEach((release) => release());
    // The late answer has arrived (and its handlers run) before the list is read again.
    await act(async () => {
      await Promise.all(answers);
    });
    expect(screen.queryByRole('option', { name: /Real estate/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'React Programming' })).toBeInTheDocument();
  });

  it('works in the phone drawer: Escape closes the list but not the drawer; a suggestion closes both', async () => {
    stub();
    const { user, location } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const input = within(drawer).getByRole('combobox', { name: 'Search' });
    await user.type(input, 'react');
    expect(await within(drawer).findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(drawer).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    await user.click(await within(drawer).findByRole('option', { name: /Kwame Boateng/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/app/profile/person-1');
  });
});
