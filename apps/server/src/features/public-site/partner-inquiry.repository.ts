import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PartnerInquiryTable } from '../../db/schema-newsletter.js';

// Kysely queries for the Partners page's "Partner With Us" messages (partner-inquiry.service.ts).

export async function insertInquiry(db: DB, row: Insertable<PartnerInquiryTable>): Promise<void> {
  await db.insertInto('partnerInquiry').values(row).execute();
}

/** How many messages came from the address since `since` (ISO-8601). */
export async function countInquiriesSince(db: DB, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('partnerInquiry')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('email', '=', email)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
