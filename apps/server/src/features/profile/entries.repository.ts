import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

/** Experience and education rows: newest entry first, so a new one shows on top. */

const experienceQuery = prepared((db, userId: string) =>
  db.selectFrom('experience').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc'),
);
const educationQuery = prepared((db, userId: string) =>
  db.selectFrom('education').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc'),
);

// Compiled once (db/prepared.ts): every profile load runs both.
export async function listExperience(db: DB, userId: string) {
  return (await experienceQuery(db, userId)).rows;
}

export async function listEducation(db: DB, userId: string) {
  return (await educationQuery(db, userId)).rows;
}

export type ExperienceRow = Awaited<ReturnType<typeof listExperience>>[number];
export type EducationRow = Awaited<ReturnType<typeof listEducation>>[number];

export type EntryTable = 'experience' | 'education';

/** The owner of an entry, or undefined when there is no such entry. */
export async function entryOwner(db: DB, table: EntryTable, id: string): Promise<string | undefined> {
  const row = await db.selectFrom(table).select('userId').where('id', '=', id).executeTakeFirst();
  return row?.userId;
}

export async function deleteEntry(db: DB, table: EntryTable, id: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

type ExperienceValues = Omit<ExperienceRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
type EducationValues = Omit<EducationRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function insertExperience(db: DB, id: string, userId: string, values: ExperienceValues, now: string): Promise<void> {
  await db
    .insertInto('experience')
    .values({ id, userId, ...values, createdAt: now, updatedAt: now })
    .execute();
}

export async function updateExperience(db: DB, id: string, values: ExperienceValues): Promise<void> {
  await db
    .updateTable('experience')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function insertEducation(db: DB, id: string, userId: string, values: EducationValues, now: string): Promise<void> {
  await db
    .insertInto('education')
    .values({ id, userId, ...values, createdAt: now, updatedAt: now })
    .execute();
}

export async function updateEducation(db: DB, id: string, values: EducationValues): Promise<void> {
  await db
    .updateTable('education')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
