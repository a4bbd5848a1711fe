import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { WorkspaceFileTable } from '../../db/schema-workspace-files.js';

// Kysely queries for a project's files (ADR 057): fn(db, …) → rows.

export const insertFile = (db: DB, row: Insertable<WorkspaceFileTable>) => db.insertInto('workspaceFile').values(row).execute();

const listed = (db: DB, projectId: string) =>
  db
    .selectFrom('workspaceFile as f')
    .leftJoin('user as u', 'u.id', 'f.uploadedBy')
    .select(['f.id', 'f.name', 'f.mime', 'f.kind', 'f.size', 'f.category', 'f.uploadedBy', 'f.createdAt', 'f.thumbnailKey'])
    .select(['u.firstName', 'u.lastName'])
    .where('f.projectId', '=', projectId);

export const filesOf = (db: DB, projectId: string) =>
  listed(db, projectId).orderBy('f.createdAt', 'desc').orderBy('f.id', 'desc').execute();

/** One file as the list shows it (an upload's answer). */
export const listedFile = (db: DB, projectId: string, fileId: string) =>
  listed(db, projectId).where('f.id', '=', fileId).executeTakeFirstOrThrow();

export type FileRow = Awaited<ReturnType<typeof filesOf>>[number];

/** One file of a project: looked up through its project, never by id alone. */
export const fileOf = (db: DB, projectId: string, fileId: string) =>
  db
    .selectFrom('workspaceFile')
    .select(['id', 'name', 'mime', 'size', 'storageKey', 'thumbnailKey', 'uploadedBy'])
    .where('projectId', '=', projectId)
    .where('id', '=', fileId)
    .executeTakeFirst();

/** A file whose link names `memberId`, if that member is on its project's team right now. */
export const fileForMember = (db: DB, fileId: string, memberId: string) =>
  db
    .selectFrom('workspaceFile as f')
    .innerJoin('workspaceMember as m', (join) => join.onRef('m.projectId', '=', 'f.projectId').on('m.userId', '=', memberId))
    .select(['f.id', 'f.name', 'f.mime', 'f.size', 'f.storageKey'])
    .where('f.id', '=', fileId)
    .where('m.acceptedAt', 'is not', null)
    .executeTakeFirst();

export async function usedBytes(db: DB, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('workspaceFile')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('used'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

export const deleteFile = (db: DB, projectId: string, fileId: string) =>
  db.deleteFrom('workspaceFile').where('projectId', '=', projectId).where('id', '=', fileId).executeTakeFirst();

/** Every stored key of a project's files (its bytes go when the project goes). */
export async function storedKeysOf(db: DB, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('workspaceFile').select(['storageKey', 'thumbnailKey']).where('projectId', '=', projectId).execute();
  return rows.flatMap((r) => (r.thumbnailKey ? [r.storageKey, r.thumbnailKey] : [r.storageKey]));
}

export async function roleOf(db: DB, projectId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('workspaceMember')
    .select('role')
    .where('projectId', '=', projectId)
    .where('userId', '=', userId)
    .where('acceptedAt', 'is not', null)
    .executeTakeFirst();
  return row?.role ?? null;
}
