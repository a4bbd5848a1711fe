import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';
import type * as Calendar from './schema-calendar.js';
import type * as Learning from './schema-learning.js';
import type * as Jobs from './schema-jobs.js';
import type * as JobAlerts from './schema-job-alerts.js';
import type * as Messaging from './schema-messaging.js';
import type * as Workspace from './schema-workspace.js';
import type * as WorkspaceFiles from './schema-workspace-files.js';
import type * as Skills from './schema-skills.js';
import type * as Search from './schema-search.js';
import type * as Account from './schema-account.js';
import type * as YourData from './schema-your-data.js';
import type * as Oidc from './schema-oidc.js';
import type * as NotificationMail from './schema-notification-mail.js';
import type { PublicContentTable } from './schema-public-site.js';
import type * as Newsletter from './schema-newsletter.js';
import type * as MemberHandle from './schema-member-handle.js';
import type { ReferralTables } from './schema-referrals.js';
import type { MessageAttachmentTables } from './schema-message-attachments.js';
import type { OfflineWatchTable } from './schema-offline-watch.js';
import type { CredentialTables } from './schema-credentials.js';
import type { SkillAssessmentTables } from './schema-skill-assessments.js';

/** The account tables (user, session) live in schema-account.ts. */
import type { UserTable, SessionTable } from './schema-account.js';
export type { UserTable, SessionTable };

export type AuthTokenKind = 'password_reset' | 'email_verification' | 'sign_in_link';

export interface AuthTokenTable {
  id: string;
  userId: string;
  kind: AuthTokenKind;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export type MailStatus = 'pending' | 'logged' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: MailStatus;
  error: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  /** When the mail's link stops working; the outbox sweep deletes the row after it. */
  expiresAt: Timestamp | null;
}

export interface MemberSkillTable {
  id: string;
  userId: string;
  name: string;
  /** Lower-cased, trimmed name: one skill of a name per member, and the join key to the catalogue. */
  nameKey: string;
  level: string;
  category: string;
  yearsOfExperience: number;
  /** Kept equal to the skill's rows in skill_endorsement, in the same transaction. */
  endorsementCount: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SkillEndorsementTable {
  memberSkillId: string;
  endorserId: string;
  createdAt: Timestamp;
}

interface DatedEntry {
  id: string;
  userId: string;
  location: string;
  /** "YYYY-MM". */
  startDate: string;
  /** "YYYY-MM", or null for the present. */
  endDate: string | null;
  description: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ExperienceTable extends DatedEntry {
  company: string;
  position: string;
  /** JSON array of skill tags. */
  skills: string;
}

export interface EducationTable extends DatedEntry {
  institution: string;
  degree: string;
  field: string;
}

export interface ProfileViewTable {
  profileId: string;
  viewerId: string;
  /** UTC day "YYYY-MM-DD": one view per viewer per profile per day. */
  day: string;
  createdAt: Timestamp;
}

export type ActivityType =
  | 'skill_added'
  | 'experience_added'
  | 'education_added'
  | 'connection_made'
  | 'course_enrolled'
  | 'course_completed'
  | 'certificate_earned';

export interface ActivityTable {
  id: string;
  userId: string;
  type: ActivityType;
  /** What the activity is about, e.g. the skill's or the other member's name. */
  subject: string;
  /** In-app path to open, when there is one. */
  link: string | null;
  createdAt: Timestamp;
}

export type ConnectionStatus = 'pending' | 'accepted';

export interface ConnectionTable {
  id: string;
  requesterId: string;
  addresseeId: string;
  userLow: string;
  userHigh: string;
  status: ConnectionStatus;
  message: string;
  createdAt: Timestamp;
  respondedAt: Timestamp | null;
}

export interface FollowTable {
  followerId: string;
  followeeId: string;
  createdAt: Timestamp;
}

export type NotificationType =
  'connection_request' | 'connection_accepted' | 'message' | 'messages' | 'profile_view' | 'system' | 'achievement' | 'other';

export interface NotificationTable {
  id: string;
  userId: string;
  type: NotificationType;
  /** A NotificationKind from the contracts; null for an old row whose text could not be mapped. */
  kind: string | null;
  /** JSON object: the kind's parameters (names, counts), never sentences. */
  params: Generated<string>;
  /** English text of an old row without a kind (its fallback); empty when `kind` is set. */
  title: string;
  message: string;
  /** JSON object: what it is about (member id, conversation id…). */
  data: Generated<string>;
  isRead: ColumnType<number | boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
}

export interface RealtimeEventTable {
  /** A counter (bigint on PostgreSQL, read back as a string there). */
  id: ColumnType<number | string, never, never>;
  userId: string;
  type: string;
  /** JSON: the event's fields besides id and type. */
  payload: string;
  createdAt: Timestamp;
}

export interface NotificationPreferenceTable {
  userId: string;
  /** A NotificationPreferenceKey from the contracts ("messages" covers both message types). */
  type: string;
  enabled: Bool;
  updatedAt: Timestamp;
}

/**
 * SQLite only: one row per member for people search, kept in step with user and experience by
 * triggers and indexed by the FTS5 trigram tables person_name_fts and person_work_fts (migration 20261125-001).
 * PostgreSQL searches user and experience directly through pg_trgm indexes.
 */
export interface PersonSearchTable {
  id: Generated<number>;
  userId: string;
  /** ' ' + first name + ' ' + last name: every word of it starts after a space. */
  name: string;
  title: string;
  /** Every company of the member's experience, one per line. */
  company: string;
}

export interface Database extends ReferralTables, MessageAttachmentTables, CredentialTables, SkillAssessmentTables {
  user: UserTable;
  session: SessionTable;
  authToken: AuthTokenTable;
  mailOutbox: MailOutboxTable;
  memberSkill: MemberSkillTable;
  skillEndorsement: SkillEndorsementTable;
  experience: ExperienceTable;
  education: EducationTable;
  profileView: ProfileViewTable;
  skillCatalog: Skills.SkillCatalogTable;
  skillAdditionDaily: Skills.SkillAdditionDailyTable;
  activity: ActivityTable;
  connection: ConnectionTable;
  follow: FollowTable;
  notification: NotificationTable;
  personSearch: PersonSearchTable;
  notificationPreference: NotificationPreferenceTable;
  realtimeEvent: RealtimeEventTable;
  conversation: Messaging.ConversationTable;
  conversationMember: Messaging.ConversationMemberTable;
  message: Messaging.MessageTable;
  course: Learning.CourseTable;
  lesson: Learning.LessonTable;
  quizQuestion: Learning.QuizQuestionTable;
  enrollment: Learning.EnrollmentTable;
  lessonProgress: Learning.LessonProgressTable;
  quizAttempt: Learning.QuizAttemptTable;
  certificate: Learning.CertificateTable;
  courseReview: Learning.CourseReviewTable;
  reviewHelpful: Learning.ReviewHelpfulTable;
  calendarEvent: Calendar.CalendarEventTable;
  calendarReminderSent: Calendar.CalendarReminderSentTable;
  calendarSettings: Calendar.CalendarSettingsTable;
  calendarImportUid: Calendar.CalendarImportUidTable;
  memberCalendar: Calendar.MemberCalendarTable;
  company: Jobs.CompanyTable;
  companyMember: Jobs.CompanyMemberTable;
  job: Jobs.JobTable;
  jobSkill: Jobs.JobSkillTable;
  jobQuestion: Jobs.JobQuestionTable;
  jobApplication: Jobs.JobApplicationTable;
  savedJob: Jobs.SavedJobTable;
  jobSearch: Jobs.JobSearchTable;
  memberCv: Jobs.MemberCvTable;
  jobAlert: JobAlerts.JobAlertTable;
  jobAlertMatch: JobAlerts.JobAlertMatchTable;
  jobAlertDigest: JobAlerts.JobAlertDigestTable;
  jobAlertSetting: JobAlerts.JobAlertSettingTable;
  workspaceProject: Workspace.WorkspaceProjectTable;
  workspaceMember: Workspace.WorkspaceMemberTable;
  workspaceTask: Workspace.WorkspaceTaskTable;
  workspaceMilestone: Workspace.WorkspaceMilestoneTable;
  workspaceActivity: Workspace.WorkspaceActivityTable;
  workspaceEmailInvite: Workspace.WorkspaceEmailInviteTable;
  workspaceFile: WorkspaceFiles.WorkspaceFileTable;
  serverSecret: WorkspaceFiles.ServerSecretTable;
  searchEntry: Search.SearchEntryTable;
  searchTerm: Search.SearchTermTable;
  searchDirty: Search.SearchDirtyTable;
  searchVersion: Search.SearchVersionTable;
  searchHistory: Search.SearchHistoryTable;
  searchCount: Search.SearchCountTable;
  searchCountMember: Search.SearchCountMemberTable;
  signInEvent: Account.SignInEventTable;
  emailChange: Account.EmailChangeTable;
  recoveryCode: Account.RecoveryCodeTable;
  signInChallenge: Account.SignInChallengeTable;
  memberBlock: Account.MemberBlockTable;
  memberReport: Account.MemberReportTable;
  dataExport: YourData.DataExportTable;
  accountDeletion: YourData.AccountDeletionTable;
  oidcIdentity: Oidc.OidcIdentityTable;
  oidcAttempt: Oidc.OidcAttemptTable;
  notificationEmailPreference: NotificationMail.NotificationEmailPreferenceTable;
  notificationMailSetting: NotificationMail.NotificationMailSettingTable;
  notificationMailQueue: NotificationMail.NotificationMailQueueTable;
  pushSubscription: NotificationMail.PushSubscriptionTable;
  notificationPushPreference: NotificationMail.NotificationPushPreferenceTable;
  pushQueue: NotificationMail.PushQueueTable;
  publicContent: PublicContentTable;
  newsletterSubscriber: Newsletter.NewsletterSubscriberTable;
  partnerInquiry: Newsletter.PartnerInquiryTable;
  memberHandleRedirect: MemberHandle.MemberHandleRedirectTable;
  memberHandleChange: MemberHandle.MemberHandleChangeTable;
  offlineWatch: OfflineWatchTable;
}

/** The learning tables live in schema-learning.ts. */
export type * from './schema-learning.js';

/** The calendar tables live in schema-calendar.ts. */
export type * from './schema-calendar.js';

/** The messaging tables live in schema-messaging.ts. */
export type * from './schema-messaging.js';
