import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DB, Dialect } from './database.js';
import * as accounts from './migrations/20261121-001-accounts.js';
import * as profiles from './migrations/20261122-001-profiles.js';
import * as dashboard from './migrations/20261123-001-dashboard.js';
import * as activityTime from './migrations/20261123-002-activity-time.js';
import * as network from './migrations/20261124-001-network.js';
import * as peopleSearch from './migrations/20261125-001-people-search.js';
import * as notificationPreferences from './migrations/20261125-002-notification-preferences.js';
import * as realtimeEvents from './migrations/20261125-003-realtime-events.js';
import * as messaging from './migrations/20261126-001-messaging.js';
import * as courses from './migrations/20261127-001-courses.js';
import * as calendar from './migrations/20261128-001-calendar.js';
import * as calendarImport from './migrations/20261128-002-calendar-import.js';
import * as learningEvidence from './migrations/20261205-001-learning-evidence.js';
import * as notificationKinds from './migrations/20261206-001-notification-kinds.js';
import * as ownCalendars from './migrations/20261207-001-own-calendars.js';
import * as mailExpiry from './migrations/20261204-001-mail-expiry.js';
import * as unreadCounts from './migrations/20261208-001-unread-counts.js';
import * as searchRowsOnChange from './migrations/20261208-002-search-rows-on-change.js';
import * as jobs from './migrations/20261209-001-jobs.js';
import * as jobCvs from './migrations/20261209-002-job-cvs.js';
import * as projects from './migrations/20261210-001-projects.js';
import * as jobAlerts from './migrations/20261210-002-job-alerts.js';
import * as applicationConversations from './migrations/20261210-003-application-conversations.js';
import * as openJobCounts from './migrations/20261211-001-open-job-counts.js';
import * as workspace from './migrations/20261212-001-workspace.js';
import * as workspaceDetails from './migrations/20261213-001-workspace-details.js';
import * as workspaceFiles from './migrations/20261213-002-workspace-files.js';
import * as projectConversations from './migrations/20261213-003-project-conversations.js';
import * as workspaceEmailInvites from './migrations/20261214-001-workspace-email-invites.js';
import * as search from './migrations/20261215-001-search.js';
import * as accountSecurity from './migrations/20261216-001-account-security.js';
import * as privacy from './migrations/20261216-002-privacy.js';
import * as yourData from './migrations/20261216-003-your-data.js';
import * as oidc from './migrations/20261216-004-oidc.js';
import * as notificationMail from './migrations/20261216-005-notification-mail.js';
import * as webPush from './migrations/20261216-006-web-push.js';
import * as publicContent from './migrations/20261217-001-public-content.js';
import * as newsletter from './migrations/20261217-002-newsletter.js';
import * as memberHandle from './migrations/20261217-003-member-handle.js';
import * as referrals from './migrations/20261218-001-referrals.js';
import * as searchMarkRace from './migrations/20261218-002-search-mark-race.js';
import * as messageAttachments from './migrations/20261219-001-message-attachments.js';
import * as offlineWatch from './migrations/20261219-002-offline-watch.js';
import * as calendarEventClientId from './migrations/20261219-003-calendar-event-client-id.js';
import * as openBadgeCredentials from './migrations/20261220-001-open-badge-credentials.js';
import * as skillAssessments from './migrations/20261221-001-skill-assessments.js';

/**
 * Migrations are listed here in order rather than read from disk, so the same list works
 * from TypeScript sources (tests, tsx) and from the compiled dist.
 */
const migrations: Record<string, Migration> = {
  '20261121-001-accounts': accounts,
  '20261122-001-profiles': profiles,
  '20261123-001-dashboard': dashboard,
  '20261123-002-activity-time': activityTime,
  '20261124-001-network': network,
  '20261125-001-people-search': peopleSearch,
  '20261125-002-notification-preferences': notificationPreferences,
  '20261125-003-realtime-events': realtimeEvents,
  '20261126-001-messaging': messaging,
  '20261127-001-courses': courses,
  '20261128-001-calendar': calendar,
  '20261128-002-calendar-import': calendarImport,
  '20261205-001-learning-evidence': learningEvidence,
  '20261206-001-notification-kinds': notificationKinds,
  '20261207-001-own-calendars': ownCalendars,
  '20261204-001-mail-expiry': mailExpiry,
  '20261208-001-unread-counts': unreadCounts,
  '20261208-002-search-rows-on-change': searchRowsOnChange,
  '20261209-001-jobs': jobs,
  '20261209-002-job-cvs': jobCvs,
  '20261210-001-projects': projects,
  '20261210-002-job-alerts': jobAlerts,
  '20261210-003-application-conversations': applicationConversations,
  '20261211-001-open-job-counts': openJobCounts,
  '20261212-001-workspace': workspace,
  '20261213-001-workspace-details': workspaceDetails,
  '20261213-002-workspace-files': workspaceFiles,
  '20261213-003-project-conversations': projectConversations,
  '20261214-001-workspace-email-invites': workspaceEmailInvites,
  '20261215-001-search': search,
  '20261216-001-account-security': accountSecurity,
  '20261216-002-privacy': privacy,
  '20261216-003-your-data': yourData,
  '20261216-004-oidc': oidc,
  '20261216-005-notification-mail': notificationMail,
  '20261216-006-web-push': webPush,
  '20261217-001-public-content': publicContent,
  '20261217-002-newsletter': newsletter,
  '20261217-003-member-handle': memberHandle,
  '20261218-001-referrals': referrals,
  '20261218-002-search-mark-race': searchMarkRace,
  '20261219-001-message-attachments': messageAttachments,
  '20261219-002-offline-watch': offlineWatch,
  '20261219-003-calendar-event-client-id': calendarEventClientId,
  '20261220-001-open-badge-credentials': openBadgeCredentials,
  '20261221-001-skill-assessments': skillAssessments,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: DB, dialect: Dialect): Promise<string[]> {
  // On PostgreSQL keep the bookkeeping tables in the connection's own schema, so databases that
  // separate tenants (or test runs) by search_path never see each other's migration state.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
