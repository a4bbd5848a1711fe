import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_COUNTER_FROM, MESSAGING_TEXTS, TYPING_REPEAT_MS } from '@skilllink/contracts/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { resetOutboxes } from '../outbox';
import { setFrameSender } from '../typing';
import { conversation, fakeMessaging, kwame, me, message, minutesAgo } from '../test-fixtures';

function kwameThread(extra: ReturnType<typeof message>[] = []) {
  const messages = [
    message('c-kwame', 1, kwame.id, 'Hi Ama!', minutesAgo(180)),
    message('c-kwame', 2, me.id, 'Hello Kwame', minutesAgo(120)),
    message('c-kwame', 3, kwame.id, 'Are you at DevFest?', minutesAgo(119)),
    message('c-kwame', 4, me.id, 'Yes, hall B', minutesAgo(10)),
    ...extra,
  ];
  return [{ conversation: conversation('c-kwame', kwame, messages, { readSeq: 2, deliveredSeq: 4 }), messages }];
}

function openChat(
  change: (handlers: ReturnType<typeof fakeMessaging>['handlers']) => void = () => {},
  extra: ReturnType<typeof message>[] = [],
) {
  const fake = fakeMessaging(kwameThread(extra));
  change(fake.handlers);
  const api = stubApi(Object.assign(fake.handlers, { 'GET /api/v1/session': signedInAs(member) }));
  return { ...renderApp('/app/messages/c-kwame'), api, fake };
}

const history = () => screen.findByRole('log', { name: 'Messages with Kwame Asante' });
const composer = () => screen.getByRole('textbox', { name: 'Write a message' });
const sends = (api: ReturnType<typeof stubApi>) => api.callsTo('POST /api/v1/conversations/c-kwame/messages');

describe('Messages: the chat', () => {
  beforeEach(() => resetOutboxes());

  it('shows the history oldest first with a timestamp where messages are more than 5 minutes apart, and own receipts', async () => {
    openChat();
    const list = await history();
    // The log is found while it still shows its loading status: wait for the messages.
    const texts = (await within(list).findAllByText(/Hi Ama!|Hello Kwame|Are you at DevFest\?|Yes, hall B/)).map((p) => p.textContent);
    expect(texts).toEqual(['Hi Ama!', 'Hello Kwame', 'Are you at DevFest?', 'Yes, hall B']);
    // 180 → 120 → 119 → 10 minutes ago: a divider before the first, the second and the fourth.
    const items = within(list).getAllByRole('listitem');
    const dividerBefore = items.flatMap((item, i) =>
      item.hasAttribute('data-divider') ? [items[i + 1]!.querySelector('p')!.textContent] : [],
    );
    expect(dividerBefore).toEqual(['Hi Ama!', 'Hello Kwame', 'Yes, hall B']);
    expect(within(list).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Edit message' })).toHaveLength(2);
  });

  it('edits an own message on double-click: Enter saves and it shows "edited"; Escape cancels', async () => {
    const { user, api } = openChat();
    await history();
    await user.dblClick(screen.getByText('Hello Kwame'));
    const field = screen.getByRole('textbox', { name: 'Edit your message' });
    await user.clear(field);
    await user.type(field, 'Hello again{Enter}');
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/messages/msg-c-kwame-2')[0]!.body).toEqual({ content: 'Hello again' });
    expect(screen.getByText(`· ${MESSAGING_TEXTS.edited}`)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Edit message' })[1]!);
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), ' and C{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(screen.getByText('Yes, hall B')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/messages/msg-c-kwame-4')).toHaveLength(0);
    // Only own messages can be edited: double-clicking theirs does nothing.
    await user.dblClick(screen.getByText('Hi Ama!'));
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
  });

  it('deletes an own message after confirming; it reads "message deleted"', async () => {
    const { user, api } = openChat();
    await history();
    await user.click(screen.getAllByRole('button', { name: 'Delete message' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText(MESSAGING_TEXTS.deleted)).toBeInTheDocument();
    expect(screen.queryByText('Hello Kwame')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/messages/msg-c-kwame-2')).toHaveLength(1);
  });

  it('Enter sends, Shift+Enter makes a new line; the message is sent once with a client id', async () => {
    const { user, api } = openChat();
    await history();
    await user.type(composer(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(composer()).toHaveValue('Line one\nLine two');
    expect(sends(api)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sends(api)).toHaveLength(1));
    const body = sends(api)[0]!.body as { clientId: string; content: string };
    expect(body.content).toBe('Line one\nLine two');
    expect(body.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(composer()).toHaveValue('');
    const sent = await screen.findByText(/Line one/, { selector: 'p' });
    expect(sent.closest('li')).toContainElement(within(sent.closest('li')!).getByRole('img', { name: 'Sent' }));
    expect(window.localStorage.getItem(`sl-outbox:${member.id}`)).toBe('[]');
  });

  it('blocks sending a blank message and while a send is on its way', async () => {
    let answer: () => void = () => {};
    const { user, api, fake } = openChat((handlers) => {
      const real = handlers['POST /api/v1/conversations/c-kwame/messages']!;
      handlers['POST /api/v1/conversations/c-kwame/messages'] = async (call) => {
        const response = await real(call);
        return new Promise<Response>((resolve) => (answer = () => resolve(response)));
      };
    });
    await history();
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(composer(), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(sends(api)).toHaveLength(0);
    await user.clear(composer());
    await user.type(composer(), 'First{Enter}');
    await user.type(composer(), 'Second');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(sends(api)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Sending' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(send).toBeEnabled());
    expect(fake.state.threads[0]!.messages.at(-1)!.content).toBe('First');
    expect(composer()).toHaveValue('Second');
  });

  it('shows the counter from MESSAGE_COUNTER_FROM characters', async () => {
    const { user } = openChat();
    await history();
    await user.click(composer());
    await user.paste('a'.repeat(MESSAGE_COUNTER_FROM - 1));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.type(composer(), 'b');
    expect(screen.getByText(`${MESSAGE_COUNTER_FROM} / 2000 characters`)).toBeInTheDocument();
  });

  it('says so when sending too fast (429), and keeps the message with Retry', async () => {
    const { user, api } = openChat((handlers) => {
      handlers['POST /api/v1/conversations/c-kwame/messages'] = () => apiError(429, 'rate_limited', 'Too many');
    });
    await history();
    await user.type(composer(), 'Quick one{Enter}');
    expect(await screen.findAllByText(MESSAGING_TEXTS.rateLimited)).not.toHaveLength(0);
    expect(screen.getByText('Quick one')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not sent' })).toBeInTheDocument();
    expect(sends(api)).toHaveLength(1);
  });

  it('says an unverified member must confirm their e-mail first (403 email_unverified)', async () => {
    const { user } = openChat((handlers) => {
      handlers['POST /api/v1/conversations/c-kwame/messages'] = () =>
        apiError(403, 'email_unverified', 'Confirm your e-mail address first');
    });
    await history();
    await user.type(composer(), 'Hello{Enter}');
    expect(await screen.findAllByText(/Confirm your e-mail address to send messages/)).not.toHaveLength(0);
  });

  it('marks a refused message failed ("Failed to send message"); Retry sends it again with the same client id', async () => {
    let refuse = true;
    const { user, api } = openChat((handlers) => {
      const real = handlers['POST /api/v1/conversations/c-kwame/messages']!;
      handlers['POST /api/v1/conversations/c-kwame/messages'] = (call) =>
        refuse ? apiError(400, 'validation_failed', 'Nope') : real(call);
    });
    await history();
    await user.type(composer(), 'Try me{Enter}');
    expect(await screen.findAllByText(MESSAGING_TEXTS.sendFailed)).not.toHaveLength(0);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument());
    const [first, second] = sends(api).map((call) => (call.body as { clientId: string }).clientId);
    expect(second).toBe(first);
    expect(screen.getAllByText('Try me')).toHaveLength(1);
  });

  it('renders text as text: no HTML, only http(s) links (safe), right-to-left and long words', async () => {
    const hostile = message(
      'c-kwame',
      5,
      kwame.id,
      '<img src=x onerror="alert(1)"> see https://example.com/a?b=1. not javascript:alert(1) or www.x.com',
      minutesAgo(2),
    );
    const rtl = message('c-kwame', 6, kwame.id, 'مرحبا بك', minutesAgo(1));
    openChat(() => {}, [hostile, rtl]);
    const list = await history();
    expect(list.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)"> see/)).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(list).getByText('مرحبا بك')).toHaveAttribute('dir', 'auto');
  });

  it('keeps a message written without a network in the outbox as pending, across a reload, and sends it when back online', async () => {
    let offline = true;
    // No network for sends while `offline`: fetch itself fails, as in a browser.
    const whileOffline = (handlers: ReturnType<typeof fakeMessaging>['handlers']) => {
      const real = handlers['POST /api/v1/conversations/c-kwame/messages']!;
      handlers['POST /api/v1/conversations/c-kwame/messages'] = (call) => {
        if (offline) throw new TypeError('Failed to fetch');
        return real(call);
      };
    };
    const first = openChat(whileOffline);
    await history();
    await first.user.type(composer(), 'Written offline{Enter}');
    expect(await screen.findByRole('img', { name: 'Sending' })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(`sl-outbox:${member.id}`)!);
    expect(stored).toMatchObject([{ conversationId: 'c-kwame', content: 'Written offline', state: 'pending' }]);
    first.unmount();
    resetOutboxes();

    const again = openChat(whileOffline);
    await history();
    expect(await screen.findByText('Written offline')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sending' })).toBeInTheDocument();
    offline = false;
    fireEvent(window, new Event('online'));
    await waitFor(() =>
      expect(screen.getByText('Written offline').closest('li')).toContainElement(screen.getByRole('img', { name: 'Sent' })),
    );
    const clientIds = sends(again.api).map((call) => (call.body as { clientId: string }).clientId);
    expect(new Set([...clientIds, ...sends(first.api).map((call) => (call.body as { clientId: string }).clientId)])).toEqual(
      new Set([stored[0].clientId]),
    );
    expect(window.localStorage.getItem(`sl-outbox:${member.id}`)).toBe('[]');
  });

  it('sends typing frames at most every TYPING_REPEAT_MS while typing', async () => {
    const { user } = openChat();
    await history();
    const frames: unknown[] = [];
    setFrameSender((frame) => frames.push(frame));
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await user.type(composer(), 'abc');
    expect(frames).toEqual([{ type: 'typing', conversationId: 'c-kwame' }]);
    now.mockReturnValue(1_000_000 + TYPING_REPEAT_MS);
    await user.type(composer(), 'd');
    expect(frames).toHaveLength(2);
  });

  it('loads older messages at the top without moving the view', async () => {
    const older = Array.from({ length: 4 }, (_, i) => message('c-kwame', 5 + i, kwame.id, `Newer ${i}`, minutesAgo(4 - i)));
    const fake = fakeMessaging(kwameThread(older), { historyPage: 4 });
    stubApi(Object.assign(fake.handlers, { 'GET /api/v1/session': signedInAs(member) }));
    const { user } = renderApp('/app/messages/c-kwame');
    const list = await history();
    expect(within(list).queryByText('Hi Ama!')).not.toBeInTheDocument();
    const scroller = list;
    // happy-dom has no layout: every row is 50 px tall, and the view shows the newest.
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => scroller.querySelectorAll('li').length * 50 });
    scroller.scrollTop = 200;
    const heightBefore = scroller.scrollHeight;
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('Hi Ama!')).toBeInTheDocument();
    await waitFor(() => expect(scroller.scrollTop).toBe(200 + scroller.scrollHeight - heightBefore));
    expect(scroller.scrollHeight).toBeGreaterThan(heightBefore);
    const texts = within(list)
      .getAllByText(/Hi Ama!|Hello Kwame|Newer 0/)
      .map((p) => p.textContent);
    expect(texts).toEqual(['Hi Ama!', 'Hello Kwame', 'Newer 0']);
  });
});
