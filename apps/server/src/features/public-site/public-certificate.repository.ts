import {
  CERTIFICATE_ISSUER,
  CertificateEvidence,
  isCertificateCodeShape,
  normaliseCertificateCode,
} from '@skilllink/contracts/certificates';
import type { PublicCertificate } from '@skilllink/contracts/public-certificate';
import { toIso, type DB } from '../../db/database.js';

/** Which skills a course teaches, by the course's slug (the courses area's COURSE_SKILLS; the app passes it in). */
export type CourseSkillsOf = (courseSlug: string) => readonly string[];

const noSkills: CourseSkillsOf = () => [];

function evidenceOf(json: string | null): CertificateEvidence | null {
  if (!json) return null;
  const parsed = CertificateEvidence.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** One read on the unique code index, with the course and just enough of the holder. */
function certificateRow(db: DB, code: string) {
  return db
    .selectFrom('certificate')
    .innerJoin('course', 'course.id', 'certificate.courseId')
    .innerJoin('user', 'user.id', 'certificate.userId')
    .select([
      'certificate.code',
      'certificate.issuedAt',
      'certificate.evidence',
      'certificate.revokedAt',
      'course.id as courseId',
      'course.slug as courseSlug',
      'course.title as courseTitle',
      'course.instructor',
      'course.level',
      'user.firstName',
      'user.lastName',
      'user.handle',
      'user.profileVisibility',
      'user.erasedAt',
    ])
    .where('certificate.code', '=', code)
    .executeTakeFirst();
}

/**
 * The certificate behind a code, as its public page and link preview show it; null when no
 * certificate has that code. A code of the wrong shape costs no read (junk from crawlers and
 * guessers). Shows what verification shows and no more: a revoked certificate names no one and
 * no course, and the holder's page is linked only when their profile is visible to everyone.
 */
export async function findPublicCertificate(
  db: DB,
  rawCode: string,
  skillsOf: CourseSkillsOf = noSkills,
): Promise<PublicCertificate | null> {
  const code = normaliseCertificateCode(rawCode);
  if (!isCertificateCodeShape(code)) return null;
  const row = await certificateRow(db, code);
  if (!row) return null;
  // Erasure (ADR 062) is the one reason a certificate is revoked today.
  if (row.revokedAt !== null || row.erasedAt !== null) return { status: 'revoked', code: row.code, reason: 'member_deleted' };
  return {
    status: 'valid',
    code: row.code,
    holderName: `${row.firstName} ${row.lastName}`.trim(),
    holderHandle: row.profileVisibility === 'everyone' ? row.handle : null,
    courseTitle: row.courseTitle,
    courseId: row.courseId,
    courseSlug: row.courseSlug,
    instructor: row.instructor,
    level: row.level,
    issuedAt: toIso(row.issuedAt),
    issuer: CERTIFICATE_ISSUER,
    skills: [...skillsOf(row.courseSlug)],
    evidence: evidenceOf(row.evidence),
  };
}
