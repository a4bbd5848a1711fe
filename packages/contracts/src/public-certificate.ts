import { z } from 'zod';
import { CertificateEvidence } from './certificates.js';

/**
 * A certificate as its public, shareable page shows it (issue 26 §2): the same facts
 * GET /api/v1/certificates/verify/:code answers, plus what a page and a link preview need
 * (the course to link to, the holder's public page, the skills it teaches).
 */
export const ValidPublicCertificate = z.object({
  status: z.literal('valid'),
  code: z.string(),
  holderName: z.string(),
  /** The holder's public page is /in/{holderHandle}; null when their profile is not shown to everyone. */
  holderHandle: z.string().nullable(),
  courseTitle: z.string(),
  courseId: z.string(),
  /** The course's slug, for the catalogue page /learn/{courseSlug}. */
  courseSlug: z.string(),
  instructor: z.string(),
  /** One of COURSE_LEVELS. */
  level: z.string(),
  /** ISO-8601. */
  issuedAt: z.string(),
  issuer: z.string(),
  /** Skills of the skills catalogue the course teaches; empty when none are linked. */
  skills: z.array(z.string()),
  evidence: CertificateEvidence.nullable(),
});
export type ValidPublicCertificate = z.infer<typeof ValidPublicCertificate>;

/**
 * A code that was issued but no longer stands. Like verification, it names no one and no course:
 * its member erased their account (ADR 062), and erasure must not leave their learning on show.
 */
export const RevokedPublicCertificate = z.object({
  status: z.literal('revoked'),
  code: z.string(),
  reason: z.enum(['member_deleted']),
});
export type RevokedPublicCertificate = z.infer<typeof RevokedPublicCertificate>;

export const PublicCertificate = z.discriminatedUnion('status', [ValidPublicCertificate, RevokedPublicCertificate]);
export type PublicCertificate = z.infer<typeof PublicCertificate>;
