import { z } from 'zod';
import { cursorQuery } from './common.js';

/** The kinds of notification; "messages" is the combined unread-messages notification. */
export const NotificationType = z.enum([
  'connection_request',
  'connection_accepted',
  'message',
  'messages',
  'profile_view',
  'system',
  'achievement',
  'other',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * What a notification says, as a kind and its parameters: each reader's app (and any e-mail)
 * words it in their own language. Parameters are names and numbers, never sentences.
 */
export const NotificationKind = z.enum([
  'connection.requested', // { actorName }
  'connection.accepted', // { actorName }
  'profile.viewed', // { actorName }
  'messages.unread', // { count }
  'course.certificate_earned', // { courseTitle }
  'calendar.reminder', // { eventTitle, when, minutes?, time?, date? } (see ReminderWhen)
  'network.milestone', // { count }
  'account.welcome', // {}
  'job.application_received', // { jobTitle, applicantName } to the job's poster
  'job.application_status', // { jobTitle, status } to the applicant (reviewing, interviewed, accepted, rejected)
  'job.deadline_closed', // { jobTitle } to the poster: the job closed at its deadline
  'job.alert_matches', // { alertName, count, kind } new listings matching a job alert; data { alertId, path }
  'company.recruiter_added', // { companyName, actorName } to a member a company's manager added as a recruiter; data { companyId }
  'workspace.invited', // { projectTitle, actorName } to a member invited to a project's team; data { projectId }
  'workspace.task_assigned', // { taskTitle, projectTitle, actorName } to a task's new assignee; data { projectId, taskId }
  'workspace.task_due', // { taskTitle, projectTitle, dueDate } to the assignee the day before an open task is due; data { projectId, taskId }
  'referral.joined', // { name } to the referrer: someone registered with their link or invitation
  'referral.completed', // { name, points } to the referrer: a referral completed and earned points
  'referral.bonus', // { points, count } to the referrer: the bonus and badge at REFERRAL_BONUS_AT completed referrals
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/**
 * How a calendar reminder places the start: counting down on time ("starts_in", minutes), or
 * naming the time (HH:MM) and day (YYYY-MM-DD, in the event's zone) when it was sent late.
 */
export const ReminderWhen = z.enum(['today_all_day', 'all_day_in', 'all_day_on', 'started_at', 'starts_in', 'starts_at', 'starts_on']);
export type ReminderWhen = z.infer<typeof ReminderWhen>;

export const NotificationTextParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationTextParams = z.infer<typeof NotificationTextParams>;

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  /** Null only for a notification stored before kinds existed whose text could not be mapped. */
  kind: NotificationKind.nullable(),
  params: NotificationTextParams,
  /** That old notification's English text, shown as it is; null whenever `kind` is set. */
  fallback: z.object({ title: z.string(), message: z.string() }).nullable(),
  /** What it is about, e.g. { memberId }; used to navigate on click. */
  data: z.record(z.string(), z.string()),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATIONS_PAGE_DEFAULT = 10;
export const NOTIFICATIONS_PAGE_MAX = 50;

/** `?before=<nextCursor>&limit=&unread=true`; the cursor is opaque to clients. */
export const NotificationsQuery = cursorQuery(NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX).extend({
  unread: z
    .enum(['true', 'false'], 'Unread must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const NotificationsPage = z.object({
  items: z.array(Notification),
  nextCursor: z.string().nullable(),
  /** All of the member's unread notifications, for the bell's badge. */
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const UnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const NotificationParams = z.object({ id: z.string().min(1).max(64) });

/**
 * What a member can turn off. `message` and `messages` share one switch ("Messages"); `system`
 * (account and security notices, the welcome) has none: it is always delivered.
 */
export const NotificationPreferenceKey = z.enum([
  'connection_request',
  'connection_accepted',
  'messages',
  'profile_view',
  'achievement',
  'other',
]);
export type NotificationPreferenceKey = z.infer<typeof NotificationPreferenceKey>;

/** The switch that governs a notification type, or null when the type cannot be turned off. */
export function preferenceKeyOf(type: NotificationType): NotificationPreferenceKey | null {
  if (type === 'system') return null;
  if (type === 'message') return 'messages';
  return type;
}

const choice = (label: string) => z.boolean(`${label} must be true or false`);

/** Every switch, on (true) or off; a member who never chose has every switch on. */
export const NotificationPreferences = z.object({
  types: z.strictObject({
    connection_request: choice('Connection requests'),
    connection_accepted: choice('Accepted requests'),
    messages: choice('Messages'),
    profile_view: choice('Profile views'),
    achievement: choice('Achievements'),
    other: choice('Other updates'),
  } satisfies Record<NotificationPreferenceKey, z.ZodBoolean>),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
