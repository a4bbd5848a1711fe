import type { DB } from '../../db/database.js';

// The issuer's keys and the signed credentials (schema-credentials.ts).

export const listIssuerKeys = (db: DB) => db.selectFrom('issuerKey').selectAll().orderBy('createdAt').orderBy('id').execute();

export const findIssuerKey = (db: DB, id: string) => db.selectFrom('issuerKey').selectAll().where('id', '=', id).executeTakeFirst();

/** The newest key not retired. */
export const currentIssuerKey = (db: DB) =>
  db
    .selectFrom('issuerKey')
    .selectAll()
    .where('retiredAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export async function insertIssuerKey(db: DB, row: { id: string; publicKeyMultibase: string; secretKeySealed: string; createdAt: string }) {
  await db
    .insertInto('issuerKey')
    .values({ ...row, retiredAt: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function retireOtherKeys(db: DB, keepId: string, at: string) {
  await db.updateTable('issuerKey').set({ retiredAt: at }).where('id', '!=', keepId).where('retiredAt', 'is', null).execute();
}

/** What a credential says, read from the certificate, its member and its course. */
export function certificateFacts(db: DB, certificateId: string) {
  return db
    .selectFrom('certificate as x')
    .innerJoin('user as u', 'u.id', 'x.userId')
    .innerJoin('course as c', 'c.id', 'x.courseId')
    .select([
      'x.id',
      'x.code',
      'x.userId',
      'x.issuedAt',
      'x.evidence',
      'x.revokedAt',
      'u.email',
      'u.firstName',
      'u.lastName',
      'c.slug as courseSlug',
      'c.title as courseTitle',
      'c.description as courseDescription',
    ])
    .where('x.id', '=', certificateId)
    .executeTakeFirst();
}
export type CertificateFacts = NonNullable<Awaited<ReturnType<typeof certificateFacts>>>;

export const findCredential = (db: DB, certificateId: string) =>
  db.selectFrom('openBadgeCredential').selectAll().where('certificateId', '=', certificateId).executeTakeFirst();

/** Stores a signed credential unless one is there already (a race, a retry): the first stays. */
export async function insertCredential(
  db: DB,
  row: { certificateId: string; statusIndex: number; keyId: string; document: string; issuedAt: string },
) {
  const result = await db
    .insertInto('openBadgeCredential')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function statusIndexTaken(db: DB, index: number): Promise<boolean> {
  return Boolean(await db.selectFrom('openBadgeCredential').select('statusIndex').where('statusIndex', '=', index).executeTakeFirst());
}

/** Certificates without a credential yet (new ones, and those issued before credentials existed). */
export const certificatesWithoutCredential = (db: DB, limit: number) =>
  db
    .selectFrom('certificate as x')
    .leftJoin('openBadgeCredential as b', 'b.certificateId', 'x.id')
    .select('x.id')
    .where('b.certificateId', 'is', null)
    .where('x.revokedAt', 'is', null)
    .orderBy('x.issuedAt')
    .limit(limit)
    .execute();

/** The status list's set bits: credentials whose certificate is revoked. */
export const revokedIndexes = (db: DB) =>
  db
    .selectFrom('openBadgeCredential as b')
    .innerJoin('certificate as x', 'x.id', 'b.certificateId')
    .select(['b.statusIndex', 'x.revokedAt'])
    .where('x.revokedAt', 'is not', null)
    .execute();

/** When the certificate behind a status list bit was revoked. */
export async function revokedAtOfIndex(db: DB, index: number): Promise<string | null> {
  if (!Number.isInteger(index)) return null;
  const row = await db
    .selectFrom('openBadgeCredential as b')
    .innerJoin('certificate as x', 'x.id', 'b.certificateId')
    .select('x.revokedAt')
    .where('b.statusIndex', '=', index)
    .executeTakeFirst();
  return row?.revokedAt ? new Date(row.revokedAt).toISOString() : null;
}

/** Revokes a certificate (an admin found fraud); false when there is none or it is revoked already. */
export async function revokeCertificate(db: DB, code: string, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('certificate')
    .set({ revokedAt: at, revokedReason: reason })
    .where('code', '=', code)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const certificateOwner = (db: DB, certificateId: string) =>
  db.selectFrom('certificate').select(['userId', 'code']).where('id', '=', certificateId).executeTakeFirst();
