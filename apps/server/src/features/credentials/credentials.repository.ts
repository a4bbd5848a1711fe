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

/** Whether a bit of the one status list is a certificate's or a skill badge's already. */
export async function statusIndexTaken(db: DB, index: number): Promise<boolean> {
  const [certificate, badge] = await Promise.all([
    db.selectFrom('openBadgeCredential').select('statusIndex').where('statusIndex', '=', index).executeTakeFirst(),
    db.selectFrom('skillBadgeCredential').select('statusIndex').where('statusIndex', '=', index).executeTakeFirst(),
  ]);
  return Boolean(certificate ?? badge);
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

const revokedCertificates = (db: DB) =>
  db
    .selectFrom('openBadgeCredential as b')
    .innerJoin('certificate as x', 'x.id', 'b.certificateId')
    .select(['b.statusIndex', 'x.revokedAt'])
    .where('x.revokedAt', 'is not', null);

const revokedBadges = (db: DB) =>
  db
    .selectFrom('skillBadgeCredential as c')
    .innerJoin('skillBadge as s', 's.id', 'c.badgeId')
    .select(['c.statusIndex', 's.revokedAt'])
    .where('s.revokedAt', 'is not', null);

/** The status list's set bits: credentials whose certificate or skill badge is revoked. */
export async function revokedIndexes(db: DB): Promise<Array<{ statusIndex: number; revokedAt: string | Date | null }>> {
  const [certificates, badges] = await Promise.all([revokedCertificates(db).execute(), revokedBadges(db).execute()]);
  return [...certificates, ...badges];
}

/** When the certificate or skill badge behind a status list bit was revoked. */
export async function revokedAtOfIndex(db: DB, index: number): Promise<string | null> {
  if (!Number.isInteger(index)) return null;
  const [certificate, badge] = await Promise.all([
    revokedCertificates(db).where('b.statusIndex', '=', index).executeTakeFirst(),
    revokedBadges(db).where('c.statusIndex', '=', index).executeTakeFirst(),
  ]);
  const revokedAt = certificate?.revokedAt ?? badge?.revokedAt;
  return revokedAt ? new Date(revokedAt).toISOString() : null;
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

// Skill badges (issue 29 §6, ADR 078): the same credential, of an assessment passed.

/** What a skill badge's credential says: the badge, its attempt's dates and its member. */
export const badgeFacts = (db: DB, badgeId: string) =>
  db
    .selectFrom('skillBadge as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .innerJoin('skillAssessmentAttempt as a', 'a.id', 's.attemptId')
    .select([
      's.id',
      's.userId',
      's.skillSlug',
      's.skillName',
      's.score',
      's.issuedAt',
      's.revokedAt',
      'a.draw',
      'u.email',
      'u.firstName',
      'u.lastName',
    ])
    .where('s.id', '=', badgeId)
    .executeTakeFirst();
export type BadgeFacts = NonNullable<Awaited<ReturnType<typeof badgeFacts>>>;

export const findBadgeCredential = (db: DB, badgeId: string) =>
  db.selectFrom('skillBadgeCredential').selectAll().where('badgeId', '=', badgeId).executeTakeFirst();

export async function insertBadgeCredential(
  db: DB,
  row: { badgeId: string; statusIndex: number; keyId: string; document: string; issuedAt: string },
) {
  await db
    .insertInto('skillBadgeCredential')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Skill badges without a credential yet (the sweep signs them soon after the pass). */
export const badgesWithoutCredential = (db: DB, limit: number) =>
  db
    .selectFrom('skillBadge as s')
    .leftJoin('skillBadgeCredential as c', 'c.badgeId', 's.id')
    .select('s.id')
    .where('c.badgeId', 'is', null)
    .where('s.revokedAt', 'is', null)
    .orderBy('s.issuedAt')
    .limit(limit)
    .execute();

export const badgeOwner = (db: DB, badgeId: string) =>
  db.selectFrom('skillBadge').select(['userId', 'skillSlug']).where('id', '=', badgeId).executeTakeFirst();

/** Revokes a skill badge (an admin found fraud); false when there is none or it is revoked already. */
export async function revokeSkillBadge(db: DB, id: string, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('skillBadge')
    .set({ revokedAt: at, revokedReason: reason })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
