import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';
import { PHOTO_PATH } from './profile.service.js';

/** The profile's part of "Your data" (ADR 062): the account's details, experience and education. */
export const profileMemberData: MemberDataSource = {
  area: 'profile',
  async export({ db, memberId }) {
    const user = await db
      .selectFrom('user')
      .select([
        'id',
        'email',
        'firstName',
        'lastName',
        'title',
        'bio',
        'location',
        'phone',
        'website',
        'linkedin',
        'github',
        'handle',
        'avatar',
        'language',
        'timeZone',
        'theme',
        'profileVisibility',
        'connectionRequests',
        'readReceipts',
        'onlineStatus',
        'endorsements',
        'isVerified',
        'createdAt',
      ])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const experience = await db.selectFrom('experience').selectAll().where('userId', '=', memberId).orderBy('startDate', 'desc').execute();
    const education = await db.selectFrom('education').selectAll().where('userId', '=', memberId).orderBy('startDate', 'desc').execute();
    return [jsonFile('profile.json', { ...user, experience, education })];
  },
  async erase({ db, storage, memberId }) {
    const row = await db.selectFrom('user').select('avatar').where('id', '=', memberId).executeTakeFirst();
    const photo = row?.avatar?.startsWith(PHOTO_PATH) ? row.avatar.slice(PHOTO_PATH.length) : null;
    if (photo) await storage.remove(photo);
    await db.deleteFrom('experience').where('userId', '=', memberId).execute();
    await db.deleteFrom('education').where('userId', '=', memberId).execute();
    await db
      .deleteFrom('profileView')
      .where((eb) => eb.or([eb('profileId', '=', memberId), eb('viewerId', '=', memberId)]))
      .execute();
    await db.deleteFrom('activity').where('userId', '=', memberId).execute();
    // The public handle comes from the name: an erased member keeps none, old ones stop leading anywhere.
    await db.updateTable('user').set({ handle: null }).where('id', '=', memberId).execute();
    await db.deleteFrom('memberHandleRedirect').where('userId', '=', memberId).execute();
  },
};
