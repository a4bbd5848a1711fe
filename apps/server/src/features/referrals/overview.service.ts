import {
  HIGHLIGHT_COST,
  HIGHLIGHT_DAYS,
  REFERRAL_HISTORY_PAGE,
  type HighlightResponse,
  type ReferralHistoryPage,
  type ReferralsOverview,
} from '@skilllink/contracts/referrals';
import { toIso } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import type { Member } from '../../platform/auth/member.js';
import { decodeCursor, encodeCursor } from '../../platform/cursor.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { invitesLeft } from './invitations.service.js';
import { codeOf } from './referral-code.js';
import type { ReferralDeps } from './referrals.deps.js';
import { isoOrNull, toPointsEntry, toReferral } from './referrals.presenter.js';
import * as repo from './referrals.repository.js';

const DAY = 86_400_000;
const LEDGER_SHOWN = 20;

/** One page of history and the cursor of the next, if there is more. */
async function page(
  deps: Pick<ReferralDeps, 'db'>,
  member: Member,
  before: string | undefined,
  limit: number,
): Promise<ReferralHistoryPage> {
  const rows = await repo.historyPage(deps.db, member.id, decodeCursor(before), limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toReferral(row, member.language)),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: toIso(last.invitedAt), id: last.id }) : null,
  };
}

export const history = (deps: Pick<ReferralDeps, 'db'>, member: Member, before: string | undefined, limit: number) =>
  page(deps, member, before, limit);

/** The Referrals screen at first: code and link, the four counts, points, badge, history and ledger. */
export async function overview(deps: ReferralDeps, member: Member): Promise<ReferralsOverview> {
  const now = deps.now();
  const [code, counts, points, first, ledger, bonus, highlight, left] = await Promise.all([
    codeOf(deps.db, member.id, member.firstName, now),
    repo.statusCounts(deps.db, member.id),
    repo.pointsOf(deps.db, member.id),
    page(deps, member, undefined, REFERRAL_HISTORY_PAGE),
    repo.ledger(deps.db, member.id, LEDGER_SHOWN),
    repo.bonusEntry(deps.db, member.id),
    repo.highlightOf(deps.db, member.id),
    invitesLeft(deps, member.id, now),
  ]);
  const count = (...statuses: Array<Parameters<typeof counts.get>[0]>) => statuses.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
  const until = isoOrNull(highlight?.until ?? null);
  return {
    code,
    link: `${deps.publicUrl}/register?ref=${code}`,
    stats: {
      totalReferrals: count('pending', 'joined', 'held', 'completed', 'declined'),
      successfulReferrals: count('completed'),
      // Everyone who may still complete: invited, joined, or waiting for review.
      pendingReferrals: count('pending', 'joined', 'held'),
      rewardPoints: points.earned,
    },
    balance: points.balance,
    badgeEarnedAt: isoOrNull(bonus?.createdAt ?? null),
    highlightUntil: until && until > now.toISOString() ? until : null,
    invitesLeftToday: left,
    history: first.items,
    nextCursor: first.nextCursor,
    ledger: ledger.map((row) => toPointsEntry(row, member.language)),
  };
}

/**
 * Spends HIGHLIGHT_COST points on a profile highlight of HIGHLIGHT_DAYS days (ADR 069), added to
 * any highlight still running. The balance is checked and spent with the member's row held.
 */
export async function redeemHighlight(deps: Pick<ReferralDeps, 'db' | 'now'>, member: Member): Promise<HighlightResponse> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'user', member.id);
    const { balance } = await repo.pointsOf(trx, member.id);
    if (balance < HIGHLIGHT_COST) {
      throw new AppError(409, 'points_insufficient', `A profile highlight needs ${HIGHLIGHT_COST} points`, undefined, {
        params: { max: HIGHLIGHT_COST },
      });
    }
    const current = isoOrNull((await repo.highlightOf(trx, member.id))?.until ?? null);
    const from = current && current > now.toISOString() ? new Date(current).getTime() : now.getTime();
    const until = new Date(from + HIGHLIGHT_DAYS * DAY).toISOString();
    await trx
      .insertInto('referralPoints')
      .values({
        id: newId(),
        userId: member.id,
        amount: -HIGHLIGHT_COST,
        reason: 'highlight_redeemed',
        referralId: null,
        awardKey: `highlight:${member.id}:${until}`,
        createdAt: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('memberHighlight')
      .values({ userId: member.id, until })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ until }))
      .execute();
    return { balance: balance - HIGHLIGHT_COST, highlightUntil: until };
  });
}
