import type { ServerEvent } from '@skilllink/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { resetOutboxes } from '../outbox';
import { conversation, fakeMessaging, kwame, me, message, minutesAgo, personOf } from '../test-fixtures';

// A project's team chat (ADR 058): named after the project, authors on others' bubbles, "read
// by N" on mine, who is typing, and the project page's link /app/messages?project=<id>.

const kofi = personOf('m-kofi', 'Kofi', 'Boateng', { title: 'Developer' });
const efua = personOf('m-efua', 'Efua', 'Mensah', { title: 'Client' });

/** The tab's socket, played by the test. */
class ScriptedSocket {
  static readonly OPEN = 1;
  static last: ScriptedSocket | null = null;
  readyState = 1;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  constructor() {
    ScriptedSocket.last = this;
  }
  push(event: ServerEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

function setUp(language: 'en' | 'fr' = 'en', archived = false) {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  const messages = [
    message('c-team', 1, kofi.id, 'Standup at ten', minutesAgo(30)),
    message('c-team', 2, efua.id, 'I will join', minutesAgo(25)),
    message('c-team', 3, me.id, 'See you there', minutesAgo(20)),
  ];
  const team = conversation('c-team', kofi, messages, {
    project: { id: 'p-1', title: 'Chop bar website', archived },
    participants: [efua, kofi, me],
    reads: [
      { memberId: efua.id, readSeq: 3 },
      { memberId: kofi.id, readSeq: 3 },
    ],
    readSeq: 3,
  });
  const k = [message('c-kwame', 1, kwame.id, 'Hi!', minutesAgo(60))];
  const fake = fakeMessaging([
    { conversation: team, messages },
    { conversation: conversation('c-kwame', kwame, k), messages: k },
  ]);
  const api = stubApi(
    Object.assign(fake.handlers, {
      'GET /api/v1/session': signedInAs({ ...member, language }),
      'GET /api/v1/workspace/projects/p-1/conversation': () => json(200, { conversation: { ...team, lastMessage: messages.at(-1) } }),
      'GET /api/v1/workspace/projects/p-gone/conversation': () => apiError(404, 'workspace_project_not_found', 'Project not found'),
    }),
  );
  return { api, fake };
}

describe('Messages: a project’s team chat', () => {
  beforeEach(() => resetOutboxes());
  afterEach(() => vi.unstubAllGlobals());

  it('lists it under the project’s title and shows who wrote what and how many read mine', async () => {
    setUp();
    renderApp('/app/messages/c-team');
    expect(await screen.findByRole('link', { name: 'Conversation with Chop bar website' })).toBeInTheDocument();
    const chat = screen.getByRole('region', { name: 'Chop bar website' });
    expect(within(chat).getByRole('heading', { name: 'Chop bar website' })).toBeInTheDocument();
    expect(within(chat).getByText('3 members')).toBeInTheDocument();
    expect(await within(chat).findByText('Kofi Boateng')).toBeInTheDocument();
    expect(within(chat).getByText('Efua Mensah')).toBeInTheDocument();
    expect(within(chat).getByTestId('read-by')).toHaveTextContent('Read by 2');
  });

  it('shows who is typing and counts a new reader live', async () => {
    setUp();
    renderApp('/app/messages/c-team');
    const chat = await screen.findByRole('region', { name: 'Chop bar website' });
    await within(chat).findByText('See you there', { selector: 'p[dir]' });
    await waitFor(() => expect(ScriptedSocket.last).not.toBeNull());
    const socket = ScriptedSocket.last!;
    socket.push({ type: 'hello', lastEventId: 1, resync: false });
    socket.push({ type: 'typing', conversationId: 'c-team', memberId: kofi.id });
    expect(await within(chat).findByText('Kofi is typing…')).toBeInTheDocument();

    // A fourth message of mine, read by Efua first, then by Kofi.
    const mine = message('c-team', 4, me.id, 'Agenda attached', new Date().toISOString());
    socket.push({ id: 2, type: 'message.created', message: mine, unreadTotal: 0 });
    await within(chat).findByText('Agenda attached', { selector: 'p[dir]' });
    const base = { type: 'conversation.updated', conversationId: 'c-team', deliveredSeq: 4, unreadCount: 0, unreadTotal: 0 } as const;
    socket.push({ ...base, id: 3, memberId: efua.id, readSeq: 4 });
    await waitFor(() => expect(within(chat).getAllByTestId('read-by').at(-1)).toHaveTextContent('Read by 1'));
    socket.push({ ...base, id: 4, memberId: kofi.id, readSeq: 4 });
    await waitFor(() => expect(within(chat).getAllByTestId('read-by').at(-1)).toHaveTextContent('Read by 2'));
  });

  it('opens from the project page’s link, and says so when the project is not mine', async () => {
    setUp();
    const first = renderApp('/app/messages?project=p-1');
    expect(await screen.findByRole('region', { name: 'Chop bar website' })).toBeInTheDocument();
    first.unmount();
    renderApp('/app/messages?project=p-gone');
    expect(await screen.findByText('This project does not exist, or you are not on its team.')).toBeInTheDocument();
  });

  it('is read-only once the project is archived', async () => {
    setUp('en', true);
    renderApp('/app/messages/c-team');
    expect(await screen.findByText('This project is archived: its chat can be read, not written in.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    setUp('fr');
    const { setLanguage } = await import('../../../lib/i18n');
    try {
      renderApp('/app/messages/c-team');
      const chat = await screen.findByRole('region', { name: 'Chop bar website' });
      expect(await within(chat).findByText('3 membres')).toBeInTheDocument();
      expect(await within(chat).findByTestId('read-by')).toHaveTextContent('Lu par 2');
      await waitFor(() => expect(ScriptedSocket.last).not.toBeNull());
      ScriptedSocket.last!.push({ type: 'hello', lastEventId: 1, resync: false });
      ScriptedSocket.last!.push({ type: 'typing', conversationId: 'c-team', memberId: efua.id });
      expect(await within(chat).findByText('Efua écrit…')).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
