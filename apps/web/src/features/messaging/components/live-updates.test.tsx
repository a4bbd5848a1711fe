import { act, screen, waitFor, within } from '@testing-library/react';
import type { ServerEvent } from '@skilllink/contracts/realtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { resetOutboxes } from '../outbox';
import { abena, conversation, fakeMessaging, kwame, me, message, minutesAgo } from '../test-fixtures';

/** The tab's socket, played by the test: what the server pushes and what the page sends. */
class ScriptedSocket {
  static readonly OPEN = 1;
  static last: ScriptedSocket | null = null;
  readyState = 1;
  sent: unknown[] = [];
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  constructor() {
    ScriptedSocket.last = this;
  }
  push(event: ServerEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  send(frame: string) {
    this.sent.push(JSON.parse(frame));
  }
  close() {
    this.readyState = 3;
  }
}

function open(path: string, extra: Parameters<typeof stubApi>[0] = {}) {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  const k = [message('c-kwame', 1, kwame.id, 'Hi Ama!', minutesAgo(30)), message('c-kwame', 2, me.id, 'Hello', minutesAgo(20))];
  const a = [message('c-abena', 1, abena.id, 'Morning', minutesAgo(60))];
  const fake = fakeMessaging([
    { conversation: conversation('c-kwame', kwame, k), messages: k },
    { conversation: conversation('c-abena', abena, a), messages: a },
  ]);
  const api = stubApi(Object.assign(fake.handlers, { 'GET /api/v1/session': signedInAs(member) }, extra));
  return { ...renderApp(path), api };
}

async function socket() {
  await waitFor(() => expect(ScriptedSocket.last).not.toBeNull());
  const s = ScriptedSocket.last!;
  s.push({ type: 'hello', lastEventId: 1, resync: false });
  return s;
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');

describe('Messages: live updates', () => {
  beforeEach(() => {
    resetOutboxes();
    ScriptedSocket.last = null;
  });

  it('a new message moves its conversation to the top with an unread badge, and is acknowledged as delivered', async () => {
    open('/app/messages/c-kwame');
    await screen.findByRole('log', { name: 'Messages with Kwame Asante' });
    const s = await socket();
    const news = message('c-abena', 2, abena.id, 'Lunch at noon?', new Date().toISOString(), { isRead: false });
    s.push({ id: 2, type: 'message.created', message: news, unreadTotal: 1 });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Lunch at noon?'));
    expect(within(rows()[0]!).getByTestId('unread-badge')).toHaveTextContent('1');
    await waitFor(() => expect(s.sent).toContainEqual({ type: 'delivered', conversationId: 'c-abena', seq: 2 }));
    await waitFor(() => expect(document.title).toBe('(1) Messages | SkillLink'));
  });

  it('a message in the open conversation appears in the history and is marked read at once', async () => {
    const { api } = open('/app/messages/c-kwame');
    const log = await screen.findByRole('log', { name: 'Messages with Kwame Asante' });
    const s = await socket();
    s.push({ type: 'typing', conversationId: 'c-kwame', memberId: kwame.id });
    expect(await screen.findByText('Kwame is typing…')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('typing…')).toBeInTheDocument();
    const news = message('c-kwame', 3, kwame.id, 'Still there?', new Date().toISOString(), { isRead: false });
    s.push({ id: 3, type: 'message.created', message: news, unreadTotal: 1 });
    expect(await within(log).findByText('Still there?')).toBeInTheDocument();
    expect(screen.queryByText('Kwame is typing…')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/v1/conversations/c-kwame/read')).toHaveLength(1));
  });

  it('receipts move to Read, and a conversation removed on another device clears the open view', async () => {
    const { location } = open('/app/messages/c-kwame');
    const log = await screen.findByRole('log', { name: 'Messages with Kwame Asante' });
    expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    const s = await socket();
    s.push({ id: 4, type: 'conversation.updated', conversationId: 'c-kwame', readSeq: 2, deliveredSeq: 2, unreadCount: 0, unreadTotal: 0 });
    expect(await within(log).findByRole('img', { name: 'Read' })).toBeInTheDocument();
    s.push({ type: 'conversation.removed', conversationId: 'c-kwame' });
    await waitFor(() => expect(location().pathname).toBe('/app/messages'));
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
  });

  it('below 768 px, a conversation opened by its address that no list holds follows pushed receipts', async () => {
    // One pane at a time: the list is never loaded, so the open conversation is the one asked by id.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    open('/app/messages/c-kwame', {
      'GET /api/v1/conversations/c-kwame': () =>
        json(200, { conversation: conversation('c-kwame', kwame, [message('c-kwame', 2, me.id, 'Hello', minutesAgo(20))]) }),
    });
    const log = await screen.findByRole('log', { name: 'Messages with Kwame Asante' });
    expect(await within(log).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    const s = await socket();
    s.push({ id: 4, type: 'conversation.updated', conversationId: 'c-kwame', readSeq: 0, deliveredSeq: 2, unreadCount: 0, unreadTotal: 0 });
    expect(await within(log).findByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    s.push({ id: 5, type: 'conversation.updated', conversationId: 'c-kwame', readSeq: 2, deliveredSeq: 2, unreadCount: 0, unreadTotal: 0 });
    expect(await within(log).findByRole('img', { name: 'Read' })).toBeInTheDocument();
  });

  it('asks for the presence of the listed members, and their dot follows', async () => {
    open('/app/messages');
    await screen.findByRole('link', { name: /Conversation with Abena Osei/ });
    const s = await socket();
    await waitFor(() => expect(s.sent).toContainEqual({ type: 'watch', ids: [abena.id, kwame.id] }));
    expect(rows()[1]!.querySelector('[data-online]')).toBeNull();
    s.push({ type: 'presence', memberId: abena.id, online: true });
    await waitFor(() => expect(rows()[1]!.querySelector('[data-online]')).not.toBeNull());
  });
});
