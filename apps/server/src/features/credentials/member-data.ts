import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Credentials' part of "Your data" (ADR 077): the export carries each signed credential (certificates'
 * and skill badges') as it was handed out. Erasure empties the documents (they carry the name and a hash of the e-mail)
 * but keeps each row's status list bit: the certificates are revoked (certificates' own erasure),
 * so anyone still holding a copy sees it revoked, and the bit is never given to another.
 */
export const credentialsMemberData: MemberDataSource = {
  area: 'credentials',
  async export({ db, memberId }) {
    const rows = await db
      .selectFrom('openBadgeCredential as b')
      .innerJoin('certificate as x', 'x.id', 'b.certificateId')
      .select(['x.code', 'b.document'])
      .where('x.userId', '=', memberId)
      .where('b.document', '!=', '')
      .execute();
    const badges = await db
      .selectFrom('skillBadgeCredential as c')
      .innerJoin('skillBadge as s', 's.id', 'c.badgeId')
      .select(['s.skillName', 'c.document'])
      .where('s.userId', '=', memberId)
      .where('c.document', '!=', '')
      .execute();
    const all = [
      ...rows.map((r) => ({ certificate: r.code, credential: JSON.parse(r.document) as unknown })),
      ...badges.map((r) => ({ skillBadge: r.skillName, credential: JSON.parse(r.document) as unknown })),
    ];
    return all.length === 0 ? [] : [jsonFile('credentials.json', all)];
  },
  async erase({ db, memberId }) {
    await db
      .updateTable('openBadgeCredential')
      .set({ document: '' })
      .where('certificateId', 'in', db.selectFrom('certificate').select('id').where('userId', '=', memberId))
      .execute();
    await db
      .updateTable('skillBadgeCredential')
      .set({ document: '' })
      .where('badgeId', 'in', db.selectFrom('skillBadge').select('id').where('userId', '=', memberId))
      .execute();
  },
};
