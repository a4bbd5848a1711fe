import type { Kysely } from 'kysely';

/**
 * Recommended connections read "the newest members holding this skill" for each of a member's
 * skills: (name_key, user_id) makes that a short backward range scan on both engines, where
 * the name_key index alone would sort every holder of a popular skill (tens of thousands at
 * 50,000 members) on each request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('member_skill_name_user_idx').on('member_skill').columns(['name_key', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_skill_name_user_idx').execute();
}
