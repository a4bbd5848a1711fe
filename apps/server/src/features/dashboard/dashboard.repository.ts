import type { DB } from '../../db/database.js';

/** Every skill of a member (a handful): counts, months, top skills and Skill Match come from these. */
export function memberSkills(db: DB, userId: string) {
  return db
    .selectFrom('memberSkill')
    .select(['id', 'name', 'nameKey', 'level', 'endorsementCount', 'createdAt'])
    .where('userId', '=', userId)
    .execute();
}

/** Just the name keys, for the sidebar's Skill Match (index member_skill_user_name_idx covers it). */
export function memberSkillKeys(db: DB, userId: string) {
  return db.selectFrom('memberSkill').select('nameKey').where('userId', '=', userId).execute();
}

export function latestExperience(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('experience')
    .select(['id', 'company', 'position', 'startDate', 'endDate'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest entries by when they happened (activity_user_time_idx), as /app/activity lists them. */
export function latestActivity(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('activity')
    .select(['id', 'type', 'subject', 'link', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Accepted connections, and those accepted since `since`: one statement over two index range
 * scans (requester side, addressee side), rather than an OR that may leave the indexes.
 */
export async function connectionCounts(db: DB, userId: string, since: string) {
  const side = (column: 'requesterId' | 'addresseeId') =>
    db.selectFrom('connection').select('respondedAt').where(column, '=', userId).where('status', '=', 'accepted');
  const row = await db
    .selectFrom(side('requesterId').unionAll(side('addresseeId')).as('mine'))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('respondedAt', '>=', since).then(1).else(0).end()).as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent ?? 0) };
}

/** All-time views and the views of two day ranges, on the (profile_id, day) index. */
export async function profileViewCounts(db: DB, profileId: string, weekStartDay: string, lastWeekStartDay: string) {
  const row = await db
    .selectFrom('profileView')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('day', '>=', weekStartDay).then(1).else(0).end()).as('thisWeek'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('day', '>=', lastWeekStartDay), eb('day', '<', weekStartDay)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('lastWeek'),
    ])
    .where('profileId', '=', profileId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), thisWeek: Number(row.thisWeek ?? 0), lastWeek: Number(row.lastWeek ?? 0) };
}
