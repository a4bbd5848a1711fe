import type { DB } from '../../db/database.js';
import { newId } from '../../platform/ids.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { receiptHiders, readSeqSeenBy } from '../../platform/read-receipts.js';
import { onlineFor } from '../../platform/realtime/visible-presence.js';
import type { Member } from '../../platform/auth/member.js';
import { AppError } from '../../platform/errors.js';
import { MESSAGING_ERRORS } from '@skilllink/contracts/messaging';
import type { TeamView } from './messaging.presenter.js';
import * as repo from './project-conversations.repository.js';

// A project's team chat (ADR 058): one conversation per workspace project, its members the
// project's team (accepted; the client, a viewer, included), joining and leaving with it.

/** Writing in the chat of an archived project: it is kept as it was, readable. */
export const projectArchived = () =>
  new AppError(409, MESSAGING_ERRORS.closed, 'This project is archived: its chat can be read, not written in', undefined, {
    key: 'conversation_closed.archived',
  });

/**
 * What each listed project chat shows `me`: the project, the rest of the team (cards with what
 * presence `me` may see: their connections'), and their read pointers. Two reads for the page,
 * none when no project chat is on it.
 */
export async function teamViews(
  db: DB,
  presence: PresenceLookup,
  me: string,
  rows: ReadonlyArray<{ id: string; projectId: string | null }>,
): Promise<Map<string, TeamView>> {
  const chats = rows.filter((r): r is { id: string; projectId: string } => r.projectId !== null);
  if (chats.length === 0) return new Map();
  const [projects, members] = await Promise.all([
    repo.projectFacts(
      db,
      chats.map((r) => r.projectId),
    ),
    repo.membersWithCards(
      db,
      chats.map((r) => r.id),
    ),
  ]);
  const others = members.filter((m) => m.userId !== me);
  const [online, hiders] = await Promise.all([
    onlineFor(db, presence, me, [...new Set(others.map((m) => m.userId))]),
    receiptHiders(db, [me, ...others.map((m) => m.userId)]),
  ]);
  const projectBy = new Map(projects.map((p) => [p.id, p]));
  const views = new Map<string, TeamView>();
  for (const chat of chats) {
    const team = others.filter((m) => m.conversationId === chat.id);
    const reads = team.map((m) => ({
      memberId: m.userId,
      readSeq: readSeqSeenBy(me, { userId: m.userId, readSeq: Number(m.readSeq) }, hiders),
    }));
    const lowest = (seqs: number[]) => (seqs.length ? Math.min(...seqs) : 0);
    views.set(chat.id, {
      project: {
        id: chat.projectId,
        title: projectBy.get(chat.projectId)?.title ?? '',
        archived: projectBy.get(chat.projectId)?.archived ?? true,
      },
      others: team.map((m) => ({
        id: m.userId,
        ...(m.erasedAt ? { firstName: '', lastName: '', deleted: true } : { firstName: m.firstName, lastName: m.lastName }),
        title: m.title,
        avatar: m.avatar,
        isOnline: online.has(m.userId),
      })),
      reads,
      readSeq: lowest(reads.map((r) => r.readSeq)),
      deliveredSeq: lowest(team.map((m) => Number(m.deliveredSeq))),
    });
  }
  return views;
}

/**
 * The project's chat for `me`, who the workspace guard found on its team: created on the first
 * open (the same row however many opens race), my row added if a race with my joining left it
 * out, and shown in my list again if I had deleted it.
 */
export async function openForProject(db: DB, me: Member, projectId: string): Promise<{ id: string; created: boolean }> {
  const found = await repo.findByProject(db, projectId);
  const created = !found && (await repo.insertForProject(db, newId(), projectId, me.id, new Date().toISOString()));
  const row = found ?? (await repo.findByProject(db, projectId))!;
  await repo.ensureMember(db, row.id, me.id, Number(row.lastSeq));
  return { id: row.id, created };
}
