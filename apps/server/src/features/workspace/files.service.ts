import { pipeline, Transform, type Readable } from 'node:stream';
import {
  WORKSPACE_FILE_MAX_BYTES,
  WORKSPACE_PROJECT_FILES_MAX_BYTES,
  type WorkspaceFile,
  type WorkspaceFileCategory,
  type WorkspaceFiles,
} from '@skilllink/contracts/workspace-files';
import { toIso, type DB } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import { AppError } from '../../platform/errors.js';
import { canThumbnail, displayName, peekHead, sniff, thumbnail } from '../../platform/file-content.js';
import { newId } from '../../platform/ids.js';
import type { Storage } from '../../platform/storage.js';
import { recordActivity } from './activity.service.js';
import { downloadUrl } from './files.links.js';
import * as repo from './files.repository.js';

// A project's files (issue 23 item 5, ADR 057). The route's guard has checked the role for the
// action ('view' to read, 'edit' to upload or delete); what depends on the file is checked here.

export interface FilesDeps {
  db: DB;
  storage: Storage;
  now: () => Date;
  /** Told when stored bytes could not be removed (they are unreachable either way). */
  warn: (err: unknown, message: string) => void;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => (Math.floor((bytes / MB) * 10) / 10).toFixed(1);

export const notFound = () => new AppError(404, 'workspace_file_not_found', 'File not found');
const tooLarge = (size: number) =>
  new AppError(413, 'workspace_file_too_large', `A file can be at most 25 MB; this one is ${mb(size)} MB`, undefined, {
    params: { size: mb(size) },
  });
const overQuota = (free: number) =>
  new AppError(
    413,
    'workspace_files_quota',
    `This project's files can take 500 MB together and ${mb(free)} MB are left. Delete files you no longer need, then try again`,
    undefined,
    { params: { free: mb(free) } },
  );

export interface Upload {
  name: string;
  category: WorkspaceFileCategory;
  /** The request's Content-Length. */
  size: number | undefined;
  body: Readable;
}

/** Stores one upload as it arrives; its type comes from its first bytes (never its name). */
export async function upload(deps: FilesDeps, me: string, projectId: string, input: Upload): Promise<WorkspaceFile> {
  const { size } = input;
  if (size === undefined) throw new AppError(411, 'workspace_file_length', 'Send the file with its size (Content-Length)');
  if (size === 0) throw new AppError(400, 'workspace_file_empty', 'This file is empty: choose a file with content');
  if (size > WORKSPACE_FILE_MAX_BYTES) throw tooLarge(size);
  const free = async () => WORKSPACE_PROJECT_FILES_MAX_BYTES - (await repo.usedBytes(deps.db, projectId));
  if (size > (await free())) throw overQuota(Math.max(0, await free()));

  const name = displayName(input.name);
  const { head, body } = await peekHead(input.body);
  const type = await sniff(head, name);
  if (type.disguised) {
    throw new AppError(415, 'workspace_file_not_image', `"${name}" is not an image, although its name says so`, undefined, {
      params: { name },
    });
  }
  const id = newId();
  const storageKey = `wsf-${id}.bin`;
  // An image is kept whole too, once, for its thumbnail (at most 25 MB).
  const kept = canThumbnail(type.mime) ? ([] as Buffer[]) : undefined;
  await deps.storage.putStream(storageKey, kept ? keeping(body, kept) : body, size);
  const preview = kept ? await thumbnail(Buffer.concat(kept)) : null;
  const thumbnailKey = preview ? `wsf-${id}-thumb.webp` : null;
  try {
    if (preview && thumbnailKey) await deps.storage.put(thumbnailKey, preview);
    const at = deps.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      // Again now that the bytes are in: another upload may have used the room meanwhile. Its
      // project row is held until commit, so two uploads at once count one after the other.
      await lockRow(trx, 'workspace_project', projectId);
      const left = WORKSPACE_PROJECT_FILES_MAX_BYTES - (await repo.usedBytes(trx, projectId));
      if (size > left) throw overQuota(Math.max(0, left));
      await repo.insertFile(trx, {
        id,
        projectId,
        name,
        storageKey,
        mime: type.mime,
        kind: type.kind,
        size,
        category: input.category,
        uploadedBy: me,
        createdAt: at,
        thumbnailKey,
      });
      await recordActivity(trx, { projectId, actorId: me, kind: 'file_added', params: { fileName: name }, at });
    });
  } catch (err) {
    await removeStored(deps, [storageKey, ...(thumbnailKey ? [thumbnailKey] : [])]);
    throw err;
  }
  return present(deps, me, projectId, await repo.listedFile(deps.db, projectId, id), true);
}

/** The body as it goes, each chunk also kept (a stage that waits for its reader, so nothing flows past it unseen). */
function keeping(body: Readable, kept: Buffer[]): Readable {
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      kept.push(chunk);
      done(null, chunk);
    },
  });
  // pipeline passes a failed body on to the stage (pipe alone would leave it waiting forever).
  return pipeline(body, copy, () => {});
}

export async function list(deps: FilesDeps, me: string, projectId: string): Promise<WorkspaceFiles> {
  const [rows, role, used] = await Promise.all([
    repo.filesOf(deps.db, projectId),
    repo.roleOf(deps.db, projectId, me),
    repo.usedBytes(deps.db, projectId),
  ]);
  const lead = role === 'lead';
  return {
    items: await Promise.all(rows.map((row) => present(deps, me, projectId, row, lead || row.uploadedBy === me))),
    usedBytes: used,
    quotaBytes: WORKSPACE_PROJECT_FILES_MAX_BYTES,
    maxFileBytes: WORKSPACE_FILE_MAX_BYTES,
  };
}

async function present(deps: FilesDeps, me: string, projectId: string, row: repo.FileRow, canDelete: boolean): Promise<WorkspaceFile> {
  const base = `/api/v1/workspace/projects/${projectId}/files/${row.id}`;
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    kind: row.kind === 'image' ? 'image' : 'document',
    size: Number(row.size),
    category: row.category as WorkspaceFileCategory,
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() } : null,
    uploadedAt: toIso(row.createdAt),
    canDelete,
    downloadUrl: await downloadUrl(deps.db, row.id, me, deps.now()),
    thumbnailUrl: row.thumbnailKey ? `${base}/thumbnail` : null,
  };
}

/** The uploader or a lead deletes a file; its bytes go with it. */
export async function remove(deps: FilesDeps, me: string, projectId: string, fileId: string): Promise<void> {
  const file = await repo.fileOf(deps.db, projectId, fileId);
  if (!file) throw notFound();
  if (file.uploadedBy !== me && (await repo.roleOf(deps.db, projectId, me)) !== 'lead') {
    throw new AppError(403, 'workspace_file_delete_forbidden', 'Only the person who uploaded this file or a project lead can delete it');
  }
  await repo.deleteFile(deps.db, projectId, fileId);
  await removeStored(deps, [file.storageKey, ...(file.thumbnailKey ? [file.thumbnailKey] : [])]);
}

/** Deletes a project (`drop`) and then its files' bytes, which its rows no longer name. */
export async function withProjectFilesRemoved(deps: FilesDeps, projectId: string, drop: () => Promise<void>): Promise<void> {
  const keys = await repo.storedKeysOf(deps.db, projectId);
  await drop();
  await removeStored(deps, keys);
}

async function removeStored(deps: FilesDeps, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  for (const r of results) if (r.status === 'rejected') deps.warn(r.reason, 'stored bytes of a workspace file could not be removed');
}
