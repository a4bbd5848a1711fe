import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES, CV_TYPE } from '@skilllink/contracts/jobs';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Storage } from '../../platform/storage.js';

export const cvTooLarge = () => new AppError(413, 'cv_too_large', 'Your CV must be a PDF of at most 5 MB');
const cvWrongType = () => new AppError(415, 'cv_invalid_type', 'Your CV must be a PDF file');

/**
 * Stores a member's CV: the content must be a PDF (magic bytes, never the name or the declared
 * type: a renamed program is refused) within CV_MAX_BYTES. Kept as sent — a PDF is not
 * re-encoded — under a key the server chose.
 */
export async function storeCv(
  db: DB,
  storage: Storage,
  userId: string,
  upload: Buffer,
  now: string,
): Promise<{ id: string; size: number }> {
  if (upload.length > CV_MAX_BYTES) throw cvTooLarge();
  const type = await fileTypeFromBuffer(upload);
  if (type?.mime !== CV_TYPE) throw cvWrongType();
  const id = newId();
  const storageKey = `cv-${id}.pdf`;
  await storage.put(storageKey, upload);
  await db.insertInto('memberCv').values({ id, userId, storageKey, size: upload.length, createdAt: now }).execute();
  return { id, size: upload.length };
}

/** The member's own CV of this id, or a 400 naming the field (another member's id is unknown). */
export async function ownCv(db: DB, userId: string, cvId: string): Promise<void> {
  const row = await db.selectFrom('memberCv').select('id').where('id', '=', cvId).where('userId', '=', userId).executeTakeFirst();
  if (!row) throw new AppError(400, 'unknown_cv', 'Upload your CV again', { cvId: 'Upload your CV again' });
}

/** The CVs' sizes by id (the applicants list shows which applications carry one). */
export async function cvSizes(db: DB, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('memberCv').select(['id', 'size']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.size]));
}

export async function cvFile(db: DB, storage: Storage, cvId: string): Promise<Buffer | null> {
  const row = await db.selectFrom('memberCv').select('storageKey').where('id', '=', cvId).executeTakeFirst();
  return row ? storage.get(row.storageKey) : null;
}
