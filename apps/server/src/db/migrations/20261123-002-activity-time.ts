import type { Kysely } from 'kysely';

/**
 * The activity log reads newest first by when things happened (created_at), not by id: areas
 * may record an activity with an earlier time (imports, the demo seed), so ids do not always
 * follow time. (user_id, created_at, id) serves the dashboard's latest five and each page of
 * /app/activity as one index range.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('activity_user_time_idx').on('activity').columns(['user_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('activity_user_time_idx').execute();
}
