import { z } from 'zod';

/**
 * The shape of a verification code: SL- and three groups of four characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), drawn from a cryptographic random source (~60 bits).
 */
export const CERTIFICATE_CODE_PATTERN = /^SL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
export const CERTIFICATE_ISSUER = 'SkillLink';

/** A certificate as a member's profile shows it to any signed-in member (LinkedIn's licences and certifications). */
export const EarnedCertificate = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  instructor: z.string(),
  completionDate: z.string(),
  verificationCode: z.string(),
  verificationUrl: z.string(),
});
export type EarnedCertificate = z.infer<typeof EarnedCertificate>;

/** What a certificate proves, frozen when it was issued (ADR 032); null on older certificates. */
export const CertificateEvidence = z.object({
  videoLessons: z.number().int(),
  /** Video lessons watched to 90 % under the server's clock. */
  lessonsWatched: z.number().int(),
  watchedSeconds: z.number().int(),
  quizzes: z.array(z.object({ title: z.string(), score: z.number().int(), passingScore: z.number().int() })),
});
export type CertificateEvidence = z.infer<typeof CertificateEvidence>;

/** A member's own certificate: what a profile shows, and the file's facts. */
export const Certificate = EarnedCertificate.extend({
  grade: z.string(),
  durationSeconds: z.number().int(),
  level: z.string(),
  evidence: CertificateEvidence.nullable(),
  /** GET this to download the PDF. */
  pdfUrl: z.string(),
  /** GET this to download the signed Open Badges 3.0 credential (JSON-LD, ADR 077). */
  credentialUrl: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

export const CertificatesPage = z.object({ items: z.array(Certificate) });
export type CertificatesPage = z.infer<typeof CertificatesPage>;

/**
 * Codes are compared upper-cased and trimmed, so a code typed by hand still matches. Any text up
 * to 100 characters (the longest path parameter the server routes) is accepted: a code of the
 * wrong shape is answered `{ valid: false }`, like an unknown one, never with an error.
 */
export const CertificateCodeParams = z.object({
  code: z.string().trim().toUpperCase().max(100, 'The verification code you entered is not valid or the certificate has expired.'),
});

/** GET /api/v1/certificates/:id/pdf — the owner's certificate only. */
export const CertificateParams = z.object({ id: z.string().min(1).max(100) });
/** The PDF's language: the reader's (the web sends its own); the member's saved language otherwise. */
export const CertificatePdfQuery = z.object({ lang: z.enum(['en', 'fr']).optional() });

/** True when a (normalised) code has the shape of an issued code; the database still decides. */
export const isCertificateCodeShape = (code: string): boolean => CERTIFICATE_CODE_PATTERN.test(code);

/** Upper-cased and trimmed, as the server compares codes. */
export const normaliseCertificateCode = (code: string): string => code.trim().toUpperCase();

/** GET /api/v1/certificates/verify/:code — public, rate limited. */
export const VerificationResult = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    courseName: z.string(),
    recipientName: z.string(),
    completionDate: z.string(),
    issuer: z.string(),
    instructor: z.string(),
    level: z.string(),
    evidence: CertificateEvidence.nullable(),
  }),
  z.object({
    valid: z.literal(false),
    code: z.string(),
    /** Set when the code was issued but no longer stands: `member_deleted`, its member erased their account (ADR 062). */
    revoked: z.enum(['member_deleted']).optional(),
  }),
]);
export type VerificationResult = z.infer<typeof VerificationResult>;

/** GET /api/v1/profiles/:memberId/certificates */
export const EarnedCertificatesPage = z.object({ items: z.array(EarnedCertificate) });
export type EarnedCertificatesPage = z.infer<typeof EarnedCertificatesPage>;
export const MemberCertificatesParams = z.object({ memberId: z.string().min(1).max(64) });
