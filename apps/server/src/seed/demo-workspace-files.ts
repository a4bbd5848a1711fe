import type { WorkspaceFileCategory } from '@skilllink/contracts/workspace-files';
import type { DB } from '../db/database.js';
import { canThumbnail, displayName, sniff, thumbnail } from '../platform/file-content.js';
import type { Storage } from '../platform/storage.js';
import { timedDemoId } from './demo-ids.js';
import { demoMembers } from './demo-members.js';
import { briefPdf, wireframePng } from './demo-workspace-file-bytes.js';

const MINUTE = 60_000;
const DAY = 24 * 60;
const emailOf = (localPart: string) => demoMembers.find((m) => m.email.startsWith(`${localPart}@`))!.email;

interface DemoFile {
  projectId: string;
  name: string;
  category: WorkspaceFileCategory;
  /** E-mail local part of the uploader (a lead or member: viewers cannot upload). */
  uploader: string;
  minutesAgo: number;
  bytes: () => Promise<Buffer>;
}

/** Akosua's wireframe goes up just before she mentions it in the team chat (demo-workspace-chat-data.ts). */
export const demoFiles: DemoFile[] = [
  {
    projectId: 'demo-project-merchant-dashboard',
    name: 'Merchant dashboard brief.pdf',
    category: 'document',
    uploader: 'ama.mensah',
    minutesAgo: 27 * DAY,
    bytes: briefPdf,
  },
  {
    projectId: 'demo-project-merchant-dashboard',
    name: 'Sales overview wireframe.png',
    category: 'design',
    uploader: 'akosua.boateng',
    minutesAgo: 2 * DAY + 5,
    bytes: wireframePng,
  },
];

/**
 * Stores the demo files as an upload would (ADR 057): type and kind sniffed from the bytes, a
 * thumbnail for an image, the bytes and thumbnail under the server's own keys before the row,
 * and a `file_added` entry in the feed at the upload's moment. Not through the upload service
 * itself: it takes fresh random ids and the present time, and the demo needs ids that let two
 * nodes seeding at once write one row, and uploads dated in the project's past.
 */
export async function seedDemoProjectFiles(db: DB, storage: Storage, now = Date.now()): Promise<void> {
  for (const [i, file] of demoFiles.entries()) {
    const id = `${file.projectId}-file-${i}`;
    if (await db.selectFrom('workspaceFile').select('id').where('id', '=', id).executeTakeFirst()) continue;
    const uploader = await db
      .selectFrom('workspaceMember as wm')
      .innerJoin('user as u', 'u.id', 'wm.userId')
      .select('wm.userId')
      .where('wm.projectId', '=', file.projectId)
      .where('u.email', '=', emailOf(file.uploader))
      .where('wm.acceptedAt', 'is not', null)
      .executeTakeFirst();
    if (!uploader) continue; // The project is not seeded here.
    const bytes = await file.bytes();
    const name = displayName(file.name);
    const type = await sniff(bytes, name);
    const preview = canThumbnail(type.mime) ? await thumbnail(bytes) : null;
    const storageKey = `wsf-${id}.bin`;
    const thumbnailKey = preview ? `wsf-${id}-thumb.webp` : null;
    // Same key, same bytes on every node: a racing seed overwrites them with themselves.
    await storage.put(storageKey, bytes);
    if (preview && thumbnailKey) await storage.put(thumbnailKey, preview);
    const at = new Date(now - file.minutesAgo * MINUTE).toISOString();
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('workspaceFile')
        .values({
          id,
          projectId: file.projectId,
          name,
          storageKey,
          mime: type.mime,
          kind: type.kind,
          size: bytes.length,
          category: file.category,
          uploadedBy: uploader.userId,
          createdAt: at,
          thumbnailKey,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await trx
        .insertInto('workspaceActivity')
        .values({
          id: timedDemoId(`${id}-added`, at),
          projectId: file.projectId,
          actorId: uploader.userId,
          kind: 'file_added',
          params: JSON.stringify({ fileName: name }),
          createdAt: at,
        })
        .execute();
    });
  }
}
