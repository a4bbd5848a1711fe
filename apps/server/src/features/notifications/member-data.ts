import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/** Notifications' part of "Your data" (ADR 062): the member's notifications and their choices. */
export const notificationsMemberData: MemberDataSource = {
  area: 'notifications',
  async export({ db, memberId }) {
    const notifications = await db
      .selectFrom('notification')
      .select(['type', 'kind', 'params', 'title', 'message', 'isRead', 'createdAt'])
      .where('userId', '=', memberId)
      .orderBy('createdAt', 'desc')
      .execute();
    const preferences = await db.selectFrom('notificationPreference').select(['type', 'enabled']).where('userId', '=', memberId).execute();
    return [jsonFile('notifications.json', { notifications, preferences })];
  },
  async erase({ db, memberId }) {
    await db.deleteFrom('notification').where('userId', '=', memberId).execute();
    await db.deleteFrom('notificationPreference').where('userId', '=', memberId).execute();
    await db.deleteFrom('realtimeEvent').where('userId', '=', memberId).execute();
  },
};
