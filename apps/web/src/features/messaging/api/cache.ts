import { APPLICATION_MOVES, APPLICATION_STATUSES, PROPOSAL_MOVES, type ApplicationStatus } from '@skilllink/contracts/job-constants';
import type { Conversation, Message } from '@skilllink/contracts/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { messagesKeys, type ConversationPages, type HistoryPages } from './keys';

// Immediate cache changes for answers and pushed events, so the screen follows at once without
// refetching. Lists are every cached search (['messages', 'conversations', q]).

type Patch = Partial<Conversation> | ((conversation: Conversation) => Conversation);

function updateLists(queryClient: QueryClient, change: (data: ConversationPages) => ConversationPages): void {
  queryClient.setQueriesData<ConversationPages>({ queryKey: messagesKeys.lists() }, (data) => (data ? change(data) : data));
}

const apply = (conversation: Conversation, patch: Patch) =>
  typeof patch === 'function' ? patch(conversation) : { ...conversation, ...patch };

/** The conversation as any cached list holds it. */
export function findConversation(queryClient: QueryClient, id: string): Conversation | undefined {
  for (const [, data] of queryClient.getQueriesData<ConversationPages>({ queryKey: messagesKeys.lists() })) {
    const found = data?.pages.flatMap((page) => page.items).find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Whether a project's team chat is held, in a list or fetched by id (ADR 058). */
export function hasProjectChat(queryClient: QueryClient, projectId: string): boolean {
  const held = [
    ...queryClient
      .getQueriesData<ConversationPages>({ queryKey: messagesKeys.lists() })
      .flatMap(([, d]) => d?.pages.flatMap((p) => p.items) ?? []),
    ...queryClient.getQueriesData<Conversation>({ queryKey: messagesKeys.conversations() }).flatMap(([, c]) => (c ? [c] : [])),
  ];
  return held.some((c) => c.project?.id === projectId);
}

/**
 * Changes one conversation wherever it is held: every list, and its own copy asked by id (the
 * open conversation when no list holds it, e.g. below 768 px where the list is not loaded).
 */
export function patchConversation(queryClient: QueryClient, id: string, patch: Patch): void {
  updateLists(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((c) => (c.id === id ? apply(c, patch) : c)) })),
  }));
  queryClient.setQueryData<Conversation>(messagesKeys.conversation(id), (c) => (c ? apply(c, patch) : c));
}

/**
 * Puts a conversation on top (new activity, or just started): it leaves the page it was on
 * and heads the first page of the unfiltered list, and of a search list that already had it.
 */
export function moveToTop(queryClient: QueryClient, conversation: Conversation): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: messagesKeys.lists() })) {
    const data = query.state.data as ConversationPages | undefined;
    if (!data || data.pages.length === 0) continue;
    const listed = data.pages.some((page) => page.items.some((c) => c.id === conversation.id));
    if (!listed && query.queryKey[2] !== '') continue;
    const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== conversation.id) }));
    pages[0] = { ...pages[0]!, items: [conversation, ...pages[0]!.items] };
    queryClient.setQueryData<ConversationPages>(query.queryKey, { ...data, pages });
  }
}

/** Takes a conversation off every list (deleted for me, here or on another device). */
export function removeConversation(queryClient: QueryClient, id: string): void {
  updateLists(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) })),
  }));
  queryClient.removeQueries({ queryKey: messagesKeys.history(id) });
}

/**
 * A conversation about an application turned out closed (a send was refused): the chat shows it
 * closed at once, and the conversations are asked again for why (ADR 054). A team chat refused
 * the same way belongs to a project archived meanwhile (ADR 058).
 */
export function markClosed(queryClient: QueryClient, id: string): void {
  patchConversation(queryClient, id, (c) =>
    c.about ? { ...c, about: { ...c.about, closed: true } } : c.project ? { ...c, project: { ...c.project, archived: true } } : c,
  );
  void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(id) });
}

/**
 * An application of mine moved (its status notification arrived): every conversation about it,
 * listed or fetched by id, shows the new status, closed once the status is final (ADR 054).
 */
export function applicationMoved(queryClient: QueryClient, applicationId: string, status: string): void {
  if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) return;
  const to = status as ApplicationStatus;
  const final = APPLICATION_MOVES[to].length === 0 && PROPOSAL_MOVES[to].length === 0;
  const mark = (c: Conversation): Conversation =>
    c.about?.applicationId === applicationId ? { ...c, about: { ...c.about, status: to, closed: c.about.closed || final } } : c;
  updateLists(queryClient, (data) => ({ ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(mark) })) }));
  queryClient.setQueriesData<Conversation>({ queryKey: messagesKeys.conversations() }, (c) => (c ? mark(c) : c));
}

/** The unread total (tab title, nav badge), carried by every list page too. */
export function setUnreadTotal(queryClient: QueryClient, unreadTotal: number): void {
  const total = Math.max(0, unreadTotal);
  queryClient.setQueryData(messagesKeys.unread(), total);
  updateLists(queryClient, (data) => ({ ...data, pages: data.pages.map((page) => ({ ...page, unreadTotal: total })) }));
}

/** A member came online or went offline: the dots of their conversations follow. */
export function setPresence(queryClient: QueryClient, memberId: string, online: boolean): void {
  const mark = (c: Conversation): Conversation =>
    c.participants.some((p) => p.id === memberId)
      ? { ...c, participants: c.participants.map((p) => (p.id === memberId ? { ...p, isOnline: online } : p)) }
      : c;
  updateLists(queryClient, (data) => ({ ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(mark) })) }));
  // A chat opened by its address that no list holds (phones) reads its own copy.
  queryClient.setQueriesData<Conversation>({ queryKey: messagesKeys.conversations() }, (c) => (c ? mark(c) : c));
}

const same = (a: Message, b: Message) => a.id === b.id || (a.senderId === b.senderId && a.clientId === b.clientId);

/** Whether the cached history already holds this message (by id, or by its author's client id). */
export function historyHas(queryClient: QueryClient, message: Message): boolean {
  const data = queryClient.getQueryData<HistoryPages>(messagesKeys.history(message.conversationId));
  return !!data?.pages.some((page) => page.items.some((m) => same(m, message)));
}

/**
 * A stored message (an answer to a send, or pushed): replaces its copy in the history, else
 * (unless `insert` is false: an edit) joins the newest page in seq order — once, however often
 * it arrives. Returns whether it was new.
 */
export function putMessage(queryClient: QueryClient, message: Message, { insert = true } = {}): boolean {
  const known = historyHas(queryClient, message);
  queryClient.setQueryData<HistoryPages>(messagesKeys.history(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    // An edit of a message on a page not loaded yet waits for that page: it has no place here.
    if (!known && !insert) return data;
    if (known) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((m) => (same(m, message) ? message : m)) })) };
    }
    const [newest, ...older] = data.pages;
    const items = [...newest!.items, message].sort((a, b) => a.seq - b.seq);
    return { ...data, pages: [{ ...newest!, items }, ...older] };
  });
  // The list's preview follows an edit or deletion of the message it shows.
  patchConversation(queryClient, message.conversationId, (c) =>
    c.lastMessage && same(c.lastMessage, message) ? { ...c, lastMessage: message } : c,
  );
  return !known;
}

/**
 * A new message in a conversation: into its history, and the conversation on top with it as
 * the preview. A conversation no list holds yet (it had been deleted for me, or is on a page
 * not loaded) makes the lists refetch, since only the server knows its member.
 */
export function addMessage(queryClient: QueryClient, message: Message, unreadCount?: number): void {
  putMessage(queryClient, message);
  const conversation = findConversation(queryClient, message.conversationId);
  if (!conversation) {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
    return;
  }
  const newer = !conversation.lastMessage || conversation.lastMessage.seq <= message.seq;
  moveToTop(queryClient, {
    ...conversation,
    lastMessage: newer ? message : conversation.lastMessage,
    updatedAt: newer ? message.createdAt : conversation.updatedAt,
    unreadCount: unreadCount ?? conversation.unreadCount,
  });
}

/** The other members of the conversations on screen (lists with a mounted observer), whose presence the tab asks for. */
export function listedMembers(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: messagesKeys.lists(), type: 'active' })
    .flatMap((query) => (query.state.data as ConversationPages | undefined)?.pages ?? [])
    .flatMap((page) => page.items.map((c) => c.participants[0]?.id ?? ''))
    .filter(Boolean);
}
