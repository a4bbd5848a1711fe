import { toIso, type DB } from '../../db/database.js';
import type { NewsletterStatus } from '../../db/schema-newsletter.js';

// Kysely queries for the newsletter's subscribers (newsletter.service.ts).

export interface SubscriberRow {
  id: string;
  email: string;
  language: string;
  status: NewsletterStatus;
  /** ISO-8601; null when no confirmation link is out. */
  confirmExpiresAt: string | null;
}

const COLUMNS = ['id', 'email', 'language', 'status', 'confirmExpiresAt'] as const;
const toRow = (r: { id: string; email: string; language: string; status: NewsletterStatus; confirmExpiresAt: string | Date | null }) => ({
  ...r,
  confirmExpiresAt: r.confirmExpiresAt === null ? null : toIso(r.confirmExpiresAt),
});

/** The address's row, made (pending, nothing sent yet) when it has none; a concurrent maker's row wins. */
export async function findOrCreateSubscriber(
  db: DB,
  row: { id: string; email: string; language: string; at: string },
): Promise<SubscriberRow> {
  await db
    .insertInto('newsletterSubscriber')
    .values({ id: row.id, email: row.email, language: row.language, status: 'pending', createdAt: row.at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return toRow(await db.selectFrom('newsletterSubscriber').select(COLUMNS).where('email', '=', row.email).executeTakeFirstOrThrow());
}

export async function findSubscriber(db: DB, id: string): Promise<SubscriberRow | undefined> {
  const row = await db.selectFrom('newsletterSubscriber').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function findByConfirmToken(db: DB, tokenHash: string): Promise<SubscriberRow | undefined> {
  const row = await db.selectFrom('newsletterSubscriber').select(COLUMNS).where('confirmTokenHash', '=', tokenHash).executeTakeFirst();
  return row && toRow(row);
}

/**
 * Counts one more mail to the address today (UTC `day`), unless `max` went out already: false
 * then. One conditional update, so two requests at once cannot both pass the last place.
 */
export async function takeMailPlace(db: DB, id: string, day: string, max: number): Promise<boolean> {
  const result = await db
    .updateTable('newsletterSubscriber')
    .set((eb) => ({
      mailsThatDay: eb
        .case()
        .when('mailDay', '=', day)
        .then(eb('mailsThatDay', '+', 1))
        .else(eb.lit(1))
        .end(),
      mailDay: day,
    }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('mailDay', 'is', null), eb('mailDay', '<>', day), eb('mailsThatDay', '<', max)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new confirmation link (the previous one stops working); the address waits for it again. */
export async function setPending(db: DB, id: string, change: { tokenHash: string; expiresAt: string; language: string }) {
  await db
    .updateTable('newsletterSubscriber')
    .set({
      status: 'pending',
      confirmTokenHash: change.tokenHash,
      confirmExpiresAt: change.expiresAt,
      language: change.language,
      unsubscribedAt: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Uses the link: true when this call confirmed (a second use of the same link finds no row). */
export async function confirmSubscriber(db: DB, id: string, tokenHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletterSubscriber')
    .set({ status: 'confirmed', confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
    .where('id', '=', id)
    .where('confirmTokenHash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Kept as a row, so that subscribing again asks for a confirmation again. */
export async function unsubscribeSubscriber(db: DB, id: string, at: string): Promise<void> {
  await db
    .updateTable('newsletterSubscriber')
    .set({ status: 'unsubscribed', unsubscribedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
    .where('id', '=', id)
    .where('status', '<>', 'unsubscribed')
    .execute();
}
