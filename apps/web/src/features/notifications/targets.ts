import type { Notification } from '@skilllink/contracts/notifications';

/** Where a notification about a job, a project or a referral leads, from its kind and what it is about ({ jobId, applicationId }). */
function jobTarget({ kind, data }: Pick<Notification, 'kind' | 'data'>): string | null {
  switch (kind) {
    // To the poster: the job's applicants (a new one, or the job its deadline closed).
    case 'job.application_received':
    case 'job.deadline_closed':
      return data.jobId ? `/app/jobs/${encodeURIComponent(data.jobId)}/applicants` : '/app/jobs?tab=posted';
    // To the applicant: where their applications and statuses are listed.
    case 'job.application_status':
      return '/app/jobs?tab=applications';
    // To an alert's member: the alert's search, as the server wrote it (only ever a jobs address).
    case 'job.alert_matches':
      return data.path && /^\/app\/jobs(\?|$)/.test(data.path) ? data.path : '/app/jobs';
    // To a new recruiter: the Posted tab, where the company and its listings are.
    case 'company.recruiter_added':
      return '/app/jobs?tab=posted';
    // An invitation is answered on the projects list; a task opens its project's tasks.
    case 'workspace.invited':
      return '/app/projects';
    case 'workspace.task_assigned':
    case 'workspace.task_due':
      return data.projectId ? `/app/projects/${encodeURIComponent(data.projectId)}?tab=tasks` : '/app/projects';
    // To the referrer: their referral history, points and badge.
    case 'referral.joined':
    case 'referral.completed':
    case 'referral.bonus':
      return '/app/referrals';
    default:
      return null;
  }
}

/**
 * Where clicking a notification leads: by its kind when that says more than its type (jobs),
 * else by its type; null for the types that only close the panel (system, achievement, other).
 */
export function notificationTarget(notification: Pick<Notification, 'type' | 'kind' | 'data'>): string | null {
  const byKind = jobTarget(notification);
  if (byKind) return byKind;
  switch (notification.type) {
    case 'connection_request':
      return '/app/connections?tab=requests';
    case 'connection_accepted':
      return '/app/connections';
    case 'message':
    case 'messages':
      return '/app/messages';
    case 'profile_view':
      return '/app/profile';
    default:
      return null;
  }
}
