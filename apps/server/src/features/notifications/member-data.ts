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
    const emailPreferences = await db
      .selectFrom('notificationEmailPreference')
      .select(['type', 'enabled'])
      .where('userId', '=', memberId)
      .execute();
    const pushPreferences = await db
      .selectFrom('notificationPushPreference')
      .select(['type', 'enabled'])
      .where('userId', '=', memberId)
      .execute();
    const mailSetting = await db
      .selectFrom('notificationMailSetting')
      .select(['digest', 'quietStart', 'quietEnd'])
      .where('userId', '=', memberId)
      .executeTakeFirst();
    // Which browsers receive pushes; the push service's address says only whose service it is.
    const pushDevices = (
      await db
        .selectFrom('pushSubscription')
        .select(['endpoint', 'userAgent', 'createdAt', 'lastPushedAt'])
        .where('userId', '=', memberId)
        .execute()
    ).map(({ endpoint, ...rest }) => ({ pushService: new URL(endpoint).host, ...rest }));
    return [
      jsonFile('notifications.json', {
        notifications,
        preferences,
        emailPreferences,
        pushPreferences,
        mailSetting: mailSetting ?? null,
        pushDevices,
      }),
    ];
  },
  async erase({ db, memberId }) {
    await db.deleteFrom('notification').where('userId', '=', memberId).execute();
    await db.deleteFrom('notificationPreference').where('userId', '=', memberId).execute();
    await db.deleteFrom('realtimeEvent').where('userId', '=', memberId).execute();
    for (const table of [
      'pushSubscription',
      'notificationPushPreference',
      'notificationEmailPreference',
      'notificationMailSetting',
    ] as const) {
      await db.deleteFrom(table).where('userId', '=', memberId).execute();
    }
  },
};
