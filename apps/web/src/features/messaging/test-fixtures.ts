import type { MessageAttachment } from '@skilllink/contracts/message-attachments';
import type { Conversation, ConversationPerson, Message } from '@skilllink/contracts/messaging';
import { apiError, json, member, type RecordedCall } from '../../test/fetch-stub';

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function personOf(id: string, firstName: string, lastName: string, extra: Partial<ConversationPerson> = {}): ConversationPerson {
  return { id, firstName, lastName, title: '', avatar: null, isOnline: false, ...extra };
}

export const me = personOf(member.id, member.firstName, member.lastName, { title: member.title });
export const kwame = personOf('m-kwame', 'Kwame', 'Asante', { title: 'Data Analyst', isOnline: true });
export const abena = personOf('m-abena', 'Abena', 'Osei', { title: 'Digital Marketing Lead' });
export const yaw = personOf('m-yaw', 'Yaw', 'Darko', { title: 'Mobile Developer' });

let counter = 0;
export function message(
  conversationId: string,
  seq: number,
  senderId: string,
  content: string,
  createdAt: string,
  extra: Partial<Message> = {},
): Message {
  counter += 1;
  return {
    id: `msg-${conversationId}-${seq}`,
    conversationId,
    seq,
    senderId,
    clientId: `client-${counter}-${seq}`,
    content,
    type: 'text',
    attachments: [],
    createdAt,
    editedAt: null,
    deleted: false,
    status: 'sent',
    isRead: true,
    ...extra,
  };
}

/** A photo attachment as the server presents it (a document with `kind: 'document'` and no thumbnail). */
export function attachment(id: string, extra: Partial<MessageAttachment> = {}): MessageAttachment {
  return {
    id,
    kind: 'image',
    name: `${id}.webp`,
    mime: 'image/webp',
    size: 240 * 1024,
    width: 1600,
    height: 1200,
    url: `/api/v1/messages/attachments/${id}`,
    thumbnailUrl: `/api/v1/messages/attachments/${id}/thumbnail`,
    thumbnailBytes: 12 * 1024,
    ...extra,
  };
}

export function conversation(id: string, other: ConversationPerson, messages: Message[], extra: Partial<Conversation> = {}): Conversation {
  const last = messages.at(-1) ?? null;
  return {
    id,
    about: null,
    project: null,
    participants: [other, me],
    reads: [],
    lastMessage: last,
    unreadCount: 0,
    updatedAt: last?.createdAt ?? minutesAgo(1),
    createdAt: messages[0]?.createdAt ?? minutesAgo(1),
    readSeq: 0,
    deliveredSeq: 0,
    ...extra,
  };
}

interface Thread {
  conversation: Conversation;
  messages: Message[];
}

/**
 * A small in-memory messaging server: the handlers answer from one state and calls change it,
 * so a test sees what the real server would do (idempotent sends by clientId included).
 */
export function fakeMessaging(
  threads: Thread[] = [],
  options: { connections?: ConversationPerson[]; pageSize?: number; historyPage?: number } = {},
) {
  const state = { threads: [...threads], connections: options.connections ?? [kwame, abena, yaw] };
  const pageSize = options.pageSize ?? 20;
  const historyPage = options.historyPage ?? 30;
  const view = (t: Thread): Conversation => ({ ...t.conversation, lastMessage: t.messages.at(-1) ?? null });
  const unreadTotal = () => state.threads.reduce((sum, t) => sum + t.conversation.unreadCount, 0);

  const handlers: Record<string, (call: RecordedCall) => Response | Promise<Response>> = {
    'GET /api/v1/conversations': (call) => {
      const params = new URLSearchParams(call.search);
      const q = (params.get('q') ?? '').toLowerCase();
      const start = Number(params.get('before') ?? 0);
      const hits = state.threads
        .map(view)
        .filter((c) => `${c.participants[0]!.firstName} ${c.participants[0]!.lastName}`.toLowerCase().includes(q))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      const items = hits.slice(start, start + pageSize);
      const nextCursor = start + pageSize < hits.length ? String(start + pageSize) : null;
      return json(200, { items, nextCursor, unreadTotal: unreadTotal() });
    },
    'POST /api/v1/conversations': (call) => {
      const { personId } = call.body as { personId: string };
      const existing = state.threads.find((t) => t.conversation.participants[0]!.id === personId);
      if (existing) return json(200, { conversation: view(existing) });
      const other = state.connections.find((p) => p.id === personId);
      if (!other) return apiError(403, 'not_connected', 'User not found in connections');
      const created = { conversation: conversation(`c-${personId}`, other, [], { updatedAt: new Date().toISOString() }), messages: [] };
      state.threads.push(created);
      return json(201, { conversation: view(created) });
    },
  };

  const route = (t: Thread) => {
    const id = t.conversation.id;
    handlers[`GET /api/v1/conversations/${id}/messages`] = (call) => {
      const before = new URLSearchParams(call.search).get('before');
      const older = before ? t.messages.filter((m) => m.seq < Number(before)) : t.messages;
      const items = older.slice(-historyPage);
      return json(200, { items, nextCursor: older.length > items.length ? String(items[0]!.seq) : null });
    };
    handlers[`POST /api/v1/conversations/${id}/messages`] = (call) => {
      const { clientId, content, attachmentIds = [] } = call.body as { clientId: string; content: string; attachmentIds?: string[] };
      const known = t.messages.find((m) => m.clientId === clientId && m.senderId === member.id);
      if (known) return json(200, { message: known });
      const stored = message(id, (t.messages.at(-1)?.seq ?? 0) + 1, member.id, content, new Date().toISOString(), {
        clientId,
        attachments: attachmentIds.map((a) => attachment(a)),
      });
      t.messages.push(stored);
      t.conversation = { ...t.conversation, updatedAt: stored.createdAt };
      return json(201, { message: stored });
    };
    handlers[`POST /api/v1/conversations/${id}/read`] = () => {
      t.conversation = { ...t.conversation, unreadCount: 0 };
      return json(200, { readSeq: t.messages.at(-1)?.seq ?? 0, unreadTotal: unreadTotal() });
    };
    handlers[`DELETE /api/v1/conversations/${id}`] = () => {
      state.threads = state.threads.filter((x) => x !== t);
      return json(204);
    };
  };
  state.threads.forEach(route);
  const originalStart = handlers['POST /api/v1/conversations']!;
  handlers['POST /api/v1/conversations'] = async (call) => {
    const response = await originalStart(call);
    if (response.status === 201) route(state.threads.at(-1)!);
    return response;
  };

  // Edits and deletions by message id, for every message of every thread (now and later).
  const findMessage = (path: string) => {
    const id = decodeURIComponent(path.split('/').pop()!);
    for (const t of state.threads) {
      const index = t.messages.findIndex((m) => m.id === id);
      if (index >= 0) return { t, index };
    }
    return null;
  };
  const byMessage = (call: RecordedCall) => {
    const found = findMessage(call.path);
    if (!found) return apiError(404, 'not_found', 'Message not found');
    const current = found.t.messages[found.index]!;
    if (current.senderId !== member.id) return apiError(403, 'not_author', 'Only the author can change a message');
    const next =
      call.method === 'DELETE'
        ? { ...current, content: '', deleted: true }
        : { ...current, content: (call.body as { content: string }).content, editedAt: new Date().toISOString() };
    found.t.messages[found.index] = next;
    return json(200, { message: next });
  };
  for (const t of state.threads) {
    for (const m of t.messages) {
      handlers[`PATCH /api/v1/messages/${m.id}`] = byMessage;
      handlers[`DELETE /api/v1/messages/${m.id}`] = byMessage;
    }
  }
  // The test hands this very object to stubApi, so handlers added later (new conversations) answer too.
  return { state, handlers };
}
