import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';
import { calendarIcs } from './ics/ics.service.js';

/** The calendar's part of "Your data" (ADR 062): every event as one .ics, and the member's calendars. */
export function calendarMemberData(publicUrl: string): MemberDataSource {
  return {
    area: 'calendar',
    async export({ db, memberId, now }) {
      const calendars = await db
        .selectFrom('memberCalendar')
        .select(['name', 'color', 'createdAt'])
        .where('memberId', '=', memberId)
        .execute();
      return [
        { path: 'calendar.ics', content: await calendarIcs({ db, publicUrl }, memberId, now) },
        jsonFile('calendars.json', { calendars }),
      ];
    },
    async erase({ db, memberId }) {
      // Reminders sent and imported UIDs go with their events (ON DELETE CASCADE).
      await db.deleteFrom('calendarImportUid').where('memberId', '=', memberId).execute();
      await db.deleteFrom('calendarEvent').where('memberId', '=', memberId).execute();
      await db.deleteFrom('memberCalendar').where('memberId', '=', memberId).execute();
      await db.deleteFrom('calendarSettings').where('memberId', '=', memberId).execute();
    },
  };
}
