import {
  CERTIFICATE_ISSUER,
  isCertificateCodeShape,
  type CertificatesPage,
  type EarnedCertificatesPage,
} from '@skilllink/contracts/certificates';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { buildCertificatePdf } from './certificate-pdf.js';
import { REVOKED_MEMBER_DELETED } from './member-data.js';
import {
  certificateLanguage,
  certificateTexts,
  evidenceLine,
  formatCertificateDate,
  type CertificateLanguage,
} from './certificate-texts.js';
import {
  evidenceOf,
  formatDuration,
  fullName,
  toCertificate,
  toEarned,
  toVerification,
  verificationUrl,
} from './certificates.presenter.js';
import * as repo from './certificates.repository.js';
import { pdfKeyOf } from './pdf-keys.js';

export interface CertificatesDeps {
  db: DB;
  storage: Storage;
  publicUrl: string;
  /** The certificate's signed credential (features/credentials, composed in app.ts); absent in a few tests. */
  credentialFor?: (certificateId: string) => Promise<Record<string, unknown> | null>;
}

export const certificateNotFound = () =>
  new AppError(404, 'not_found', 'Certificate not found', undefined, { key: 'not_found.certificate' });

/** The member's own certificates, newest first. */
export async function list(deps: CertificatesDeps, userId: string): Promise<CertificatesPage> {
  const rows = await repo.listForMember(deps.db, userId);
  return { items: rows.map((row) => toCertificate(row, deps.publicUrl)) };
}

/**
 * The certificates a member's profile shows. Certificates are made to be shown (each one can be
 * verified publicly by its code), so any signed-in member may see another's, like LinkedIn's
 * licences and certifications; the PDF stays the owner's.
 */
export async function earned(deps: CertificatesDeps, memberId: string): Promise<EarnedCertificatesPage> {
  const rows = await repo.listEarned(deps.db, memberId);
  if (!rows) throw new AppError(404, 'not_found', 'Member not found', undefined, { key: 'not_found.member' });
  return { items: rows.map((row) => toEarned(row, deps.publicUrl)) };
}

/** Storage key of a certificate's PDF in a language: a name the server chose (ids are UUIDs). */
/** Builds in progress in this process, so concurrent first downloads build and write once. */
const building = new Map<string, Promise<Buffer>>();

async function build(
  deps: CertificatesDeps,
  row: repo.OwnedCertificateRow,
  language: CertificateLanguage,
  credential: Record<string, unknown> | null,
): Promise<Buffer> {
  const issuedAt = toIso(row.issuedAt);
  const texts = certificateTexts(language);
  const bytes = await buildCertificatePdf({
    texts,
    evidence: evidenceLine(texts, evidenceOf(row.evidence)),
    recipientName: fullName(row),
    courseTitle: row.courseTitle,
    instructor: row.instructor,
    completionDate: formatCertificateDate(issuedAt, language),
    duration: formatDuration(Number(row.durationSeconds)),
    level: texts.levels[row.level] ?? row.level,
    grade: texts.grades[row.grade] ?? row.grade,
    code: row.code,
    issuer: CERTIFICATE_ISSUER,
    verificationUrl: verificationUrl(deps.publicUrl, row.code),
    issuedAt: new Date(issuedAt),
    ...(credential && { credential: { name: `skilllink-credential-${row.code}.json`, json: JSON.stringify(credential, null, 2) } }),
  });
  const pdf = Buffer.from(bytes);
  const key = pdfKeyOf(row.id, language, credential !== null);
  // The file first (an atomic rename), then the row: a saved key always names a whole file.
  await deps.storage.put(key, pdf);
  await repo.setPdfKey(deps.db, row.id, key);
  return pdf;
}

/**
 * The owner's certificate as a PDF in the reader's language (`lang`, else the member's saved
 * language). Built once per language, on the first download, then served from storage;
 * another member's certificate is "not found". Should the stored file be gone, it is built
 * again (same content: the PDF's dates are the issue date).
 */
export async function pdf(deps: CertificatesDeps, userId: string, id: string, lang?: string): Promise<{ code: string; pdf: Buffer }> {
  const row = await repo.findForOwner(deps.db, userId, id);
  if (!row) throw certificateNotFound();
  const language = certificateLanguage(lang ?? row.language);
  // Signed at once if the sweep has not yet (a few ms); a revoked certificate has none.
  const credential = (await deps.credentialFor?.(row.id)) ?? null;
  const stored = row.pdfKey ? await deps.storage.get(pdfKeyOf(row.id, language, credential !== null)) : null;
  if (stored) return { code: row.code, pdf: stored };
  const buildKey = `${row.id}|${language}|${credential !== null}`;
  let pending = building.get(buildKey);
  if (!pending) {
    pending = build(deps, row, language, credential).finally(() => building.delete(buildKey));
    building.set(buildKey, pending);
  }
  return { code: row.code, pdf: await pending };
}

/** Lookups answered from memory for a minute: employers and link previews check the same code again and again. */
const CACHE_MS = 60_000;
const CACHE_MAX = 5_000;

/** A verification answer kept as its serialized JSON. */
export interface VerificationCache {
  get(code: string, now: number): Buffer | undefined;
  set(code: string, json: Buffer, now: number): void;
}

export function createVerificationCache(ttlMs = CACHE_MS, max = CACHE_MAX): VerificationCache {
  const entries = new Map<string, { json: Buffer; until: number }>();
  return {
    get(code, now) {
      const hit = entries.get(code);
      if (!hit) return undefined;
      if (hit.until > now) return hit.json;
      entries.delete(code);
      return undefined;
    },
    set(code, json, now) {
      // Oldest first out: a Map keeps insertion order.
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(code, { json, until: now + ttlMs });
    },
  };
}

/**
 * Public verification of a (normalised) code. A code of the wrong shape is invalid without a
 * database read; any other is one read on the unique code index.
 */
export async function verify(db: DB, code: string) {
  if (!isCertificateCodeShape(code)) return { valid: false as const, code };
  const row = await repo.findByCode(db, code);
  if (!row) return { valid: false as const, code };
  // A revoked certificate names no one: its member erased their account (ADR 062).
  if (row.revokedReason === REVOKED_MEMBER_DELETED) return { valid: false as const, code, revoked: REVOKED_MEMBER_DELETED };
  return toVerification(row);
}
