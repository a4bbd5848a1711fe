import type { Readable } from 'node:stream';
import { AppError } from '../../platform/errors.js';
import { linkValid } from './files.links.js';
import * as repo from './files.repository.js';
import { notFound, type FilesDeps } from './files.service.js';

// Reading a file's bytes: through a signed link (downloads), or for a reader the guard let in
// (thumbnails). ADR 057.

export interface Opened {
  name: string;
  mime: string;
  size: number;
  body: Readable;
}

/**
 * A signed link's file, if the link is genuine and unexpired and the member it names is on the
 * project's team right now (a removed member's links stop at once).
 */
export async function openByLink(
  deps: FilesDeps,
  fileId: string,
  link: { member: string; expires: number; signature: string },
): Promise<Opened> {
  const claim = { fileId, memberId: link.member, expires: link.expires };
  const now = deps.now();
  if (!(await linkValid(deps.db, claim, link.signature, now))) {
    if (link.expires < now.getTime() / 1000) {
      throw new AppError(
        410,
        'workspace_file_link_expired',
        'This download link has expired: open the project’s files again to get a new one',
      );
    }
    throw new AppError(
      403,
      'workspace_file_link_invalid',
      'This download link is not valid: open the project’s files again to get a new one',
    );
  }
  const file = await repo.fileForMember(deps.db, fileId, link.member);
  const body = file ? await deps.storage.getStream(file.storageKey) : null;
  if (!file || !body) throw notFound();
  return { name: file.name, mime: file.mime, size: Number(file.size), body };
}

/** An image's thumbnail, for a reader the guard let in. */
export async function openThumbnail(deps: FilesDeps, projectId: string, fileId: string): Promise<Readable> {
  const file = await repo.fileOf(deps.db, projectId, fileId);
  const body = file?.thumbnailKey ? await deps.storage.getStream(file.thumbnailKey) : null;
  if (!body) throw notFound();
  return body;
}
