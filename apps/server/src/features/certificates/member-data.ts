import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';
import { pdfKeysOf } from './pdf-keys.js';

/** Why a certificate no longer stands: its member erased their account (ADR 062). */
export const REVOKED_MEMBER_DELETED = 'member_deleted';

/**
 * Certificates' part of "Your data" (ADR 062). Erasure revokes them: verification then answers
 * "issued to a member who deleted their account", without a name, and the built PDFs (which
 * carry the name) are removed.
 */
export const certificatesMemberData: MemberDataSource = {
  area: 'certificates',
  async export({ db, memberId }) {
    const certificates = await db
      .selectFrom('certificate as x')
      .innerJoin('course as c', 'c.id', 'x.courseId')
      .select(['x.code', 'c.title as course', 'x.grade', 'x.issuedAt', 'x.evidence'])
      .where('x.userId', '=', memberId)
      .execute();
    return [
      jsonFile(
        'certificates.json',
        certificates.map((c) => ({ ...c, evidence: c.evidence ? (JSON.parse(c.evidence) as unknown) : null })),
      ),
    ];
  },
  async erase({ db, storage, memberId, now }) {
    const built = await db.selectFrom('certificate').select('id').where('userId', '=', memberId).where('pdfKey', 'is not', null).execute();
    // Every language and variant built (they carry the name), whichever the row names last.
    for (const { id } of built) for (const key of pdfKeysOf(id)) await storage.remove(key);
    await db
      .updateTable('certificate')
      .set({ pdfKey: null, revokedAt: now.toISOString(), revokedReason: REVOKED_MEMBER_DELETED })
      .where('userId', '=', memberId)
      .where('revokedAt', 'is', null)
      .execute();
  },
};
