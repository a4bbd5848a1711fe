import type { MessageAttachment } from '@skilllink/contracts/message-attachments';
import type {
  Conversation,
  ConversationAbout,
  ConversationPerson,
  ConversationProject,
  MemberRead,
  Message,
  MessageStatus,
} from '@skilllink/contracts/messaging';
import { toIso } from '../../db/database.js';
import type { ListedConversation } from './conversations.repository.js';
import type { MessageRow } from './messaging.repository.js';

/** Where the two members' pointers stand, as the viewer sees them. */
export interface Pointers {
  /** The viewer's read pointer. */
  myReadSeq: number;
  /** The other member's read and delivered pointers (receipts for the viewer's messages). */
  otherReadSeq: number;
  otherDeliveredSeq: number;
}

function statusOf(row: MessageRow, viewerId: string, p: Pointers): MessageStatus {
  if (row.senderId === viewerId) {
    if (row.seq <= p.otherReadSeq) return 'read';
    return row.seq <= p.otherDeliveredSeq ? 'delivered' : 'sent';
  }
  // An incoming message has reached this device, read or not.
  return row.seq <= p.myReadSeq ? 'read' : 'delivered';
}

/**
 * A message as `viewerId` sees it (ADR 014: status derived from the pointers), with its files
 * (ADR 072; none once deleted).
 */
export function toMessage(row: MessageRow, viewerId: string, p: Pointers, attachments: MessageAttachment[] = []): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: Number(row.seq),
    senderId: row.senderId,
    clientId: row.clientId,
    content: deleted ? '' : row.content,
    type: 'text',
    attachments: deleted ? [] : attachments,
    createdAt: toIso(row.createdAt),
    editedAt: row.editedAt === null ? null : toIso(row.editedAt),
    deleted,
    status: statusOf(row, viewerId, p),
    isRead: row.senderId === viewerId || row.seq <= p.myReadSeq,
  };
}

/** A project's chat as one member sees it (ADR 058): the project, the rest of the team, their read pointers. */
export interface TeamView {
  project: ConversationProject;
  /** The other members' cards, by name. */
  others: ConversationPerson[];
  reads: MemberRead[];
  /** The lowest of the other members' read and delivered pointers. */
  readSeq: number;
  deliveredSeq: number;
}

export function pointersOf(c: ListedConversation, team?: TeamView): Pointers {
  return {
    myReadSeq: Number(c.myReadSeq),
    otherReadSeq: team ? team.readSeq : Number(c.otherReadSeq),
    otherDeliveredSeq: team ? team.deliveredSeq : Number(c.otherDeliveredSeq),
  };
}

/**
 * A conversation as its member `me` sees it: the other member first in `participants`, then me
 * (in a project's chat, `team` gives the other members, the project and their read pointers;
 * `files`, the last messages' files by message id).
 */
export function toConversation(
  c: ListedConversation,
  me: { id: string; firstName: string; lastName: string; title: string; avatar: string | null },
  last: MessageRow | undefined,
  unreadCount: number,
  online: ReadonlySet<string>,
  about: ConversationAbout | null = null,
  team?: TeamView,
  files?: ReadonlyMap<string, MessageAttachment[]>,
): Conversation {
  const pointers = pointersOf(c, team);
  const visibleLast = last && last.seq > Number(c.myClearedSeq) ? toMessage(last, me.id, pointers, files?.get(last.id)) : null;
  const others: ConversationPerson[] = team
    ? team.others
    : [
        {
          id: c.otherId!,
          ...(c.erasedAt ? { firstName: '', lastName: '', deleted: true } : { firstName: c.firstName ?? '', lastName: c.lastName ?? '' }),
          title: c.title ?? '',
          avatar: c.avatar,
          isOnline: online.has(c.otherId!),
        },
      ];
  return {
    id: c.id,
    about,
    project: team?.project ?? null,
    participants: [
      ...others,
      { id: me.id, firstName: me.firstName, lastName: me.lastName, title: me.title, avatar: me.avatar, isOnline: true },
    ],
    reads: team?.reads ?? [],
    lastMessage: visibleLast,
    unreadCount,
    updatedAt: toIso(c.updatedAt),
    createdAt: toIso(c.createdAt),
    readSeq: pointers.otherReadSeq,
    deliveredSeq: pointers.otherDeliveredSeq,
  };
}
