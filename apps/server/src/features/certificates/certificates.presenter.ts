import {
  CERTIFICATE_ISSUER,
  CertificateEvidence,
  type Certificate,
  type EarnedCertificate,
  type VerificationResult,
} from '@skilllink/contracts/certificates';
import { toIso } from '../../db/database.js';
import type { CertificateRow, EarnedRow, VerifiedRow } from './certificates.repository.js';

/** The public page anyone can open to check a code. */
export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verify/${encodeURIComponent(code)}`;

/** What a profile shows of a certificate: enough to read and verify it, no file. */
export function toEarned(row: EarnedRow, publicUrl: string): EarnedCertificate {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: row.courseTitle,
    instructor: row.instructor,
    completionDate: toIso(row.issuedAt),
    verificationCode: row.code,
    verificationUrl: verificationUrl(publicUrl, row.code),
  };
}

/** The one place a certificate row becomes the owner's API object: what a profile shows, and the file's facts. */
export function toCertificate(row: CertificateRow, publicUrl: string): Certificate {
  return {
    ...toEarned(row, publicUrl),
    grade: row.grade,
    durationSeconds: Number(row.durationSeconds),
    level: row.level,
    evidence: evidenceOf(row.evidence),
    pdfUrl: `/api/v1/certificates/${encodeURIComponent(row.id)}/pdf`,
    credentialUrl: `/api/v1/certificates/${encodeURIComponent(row.id)}/credential`,
  };
}

/** What a verifier sees: the certificate's facts and the recipient's name, nothing else about the member. */
export function toVerification(row: VerifiedRow): VerificationResult {
  return {
    valid: true,
    code: row.code,
    courseName: row.courseTitle,
    recipientName: fullName(row),
    completionDate: toIso(row.issuedAt),
    issuer: CERTIFICATE_ISSUER,
    instructor: row.instructor,
    level: row.level,
    evidence: evidenceOf(row.evidence),
  };
}

/** What the certificate proves, as frozen at issue; null for certificates issued before ADR 032. */
export function evidenceOf(json: string | null): CertificateEvidence | null {
  if (!json) return null;
  const parsed = CertificateEvidence.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

export const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** "3 h 20 min", "45 min": the PDF's duration. */
export function formatDuration(seconds: number): string {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${minutes} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
