import { calendarMemberData } from './features/calendar/member-data.js';
import { certificatesMemberData } from './features/certificates/member-data.js';
import { connectionsMemberData } from './features/connections/member-data.js';
import { coursesMemberData } from './features/courses/member-data.js';
import { jobsMemberData } from './features/jobs/member-data.js';
import { messagingMemberData } from './features/messaging/member-data.js';
import { notificationsMemberData } from './features/notifications/member-data.js';
import { oidcMemberData } from './features/auth/member-data.js';
import { profileMemberData } from './features/profile/member-data.js';
import { referralsMemberData } from './features/referrals/member-data.js';
import { searchMemberData } from './features/search/member-data.js';
import { skillsMemberData } from './features/skills/member-data.js';
import { workspaceMemberData } from './features/workspace/member-data.js';
import type { MemberDataSource } from './platform/member-data.js';
import { credentialsMemberData } from './features/credentials/member-data.js';

/**
 * Every feature's part of "Your data" (ADR 062), composed here so features never import each
 * other: the export writes each one's files, the erasure runs each one's eraser in this order.
 */
export function memberDataSources(publicUrl: string): readonly MemberDataSource[] {
  return [
    profileMemberData,
    skillsMemberData,
    connectionsMemberData,
    messagingMemberData,
    coursesMemberData,
    certificatesMemberData,
    credentialsMemberData,
    calendarMemberData(publicUrl),
    jobsMemberData,
    workspaceMemberData,
    notificationsMemberData,
    searchMemberData,
    oidcMemberData,
    referralsMemberData,
  ];
}
