import type { Notification, NotificationTextParams } from '@skilllink/contracts/notifications';
import type { TFunction } from '../../lib/i18n';
import { currentLanguage } from '../../lib/i18n';
import './i18n';

export interface NotificationWords {
  title: string;
  message: string;
}

const str = (params: NotificationTextParams, name: string) => String(params[name] ?? '');
const num = (params: NotificationTextParams, name: string) => Number(params[name] ?? 0);

/** "5 minutes", "2 heures", "1 day": a reminder's lead in the reader's language. */
function leadOf(t: TFunction<'notifications'>, minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return t('kinds.lead.day', { count: minutes / 1440 });
  if (minutes > 0 && minutes % 60 === 0) return t('kinds.lead.hour', { count: minutes / 60 });
  return t('kinds.lead.minute', { count: minutes });
}

/** "Thu 26 Nov" / "jeu. 26 nov." for a YYYY-MM-DD day (a wall date: formatted in UTC, never shifted). */
function dayOf(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(currentLanguage(), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(at);
}

function reminderLine(t: TFunction<'notifications'>, p: NotificationTextParams): string {
  const values = { lead: leadOf(t, num(p, 'minutes')), time: str(p, 'time'), date: dayOf(str(p, 'date')) };
  switch (p.when) {
    case 'today_all_day':
      return t('kinds.calendar.reminder.today_all_day');
    case 'all_day_in':
      return t('kinds.calendar.reminder.all_day_in', values);
    case 'all_day_on':
      return t('kinds.calendar.reminder.all_day_on', values);
    case 'started_at':
      return t('kinds.calendar.reminder.started_at', values);
    case 'starts_at':
      return t('kinds.calendar.reminder.starts_at', values);
    case 'starts_on':
      return t('kinds.calendar.reminder.starts_on', values);
    default:
      return t('kinds.calendar.reminder.starts_in', values);
  }
}

/** The moves an applicant (or a freelancer) hears about; any other status is said as "updated". */
const TOLD_STATUSES = ['reviewing', 'interviewed', 'accepted', 'rejected'] as const;
const TOLD_PROPOSAL_STATUSES = ['reviewing', 'interviewed', 'awarded', 'rejected'] as const;
type ToldStatus = (typeof TOLD_STATUSES)[number];
type ToldProposalStatus = (typeof TOLD_PROPOSAL_STATUSES)[number];

/** Whether the notification is about a freelance project's proposal rather than a job application. */
const aboutProject = (p: NotificationTextParams) => str(p, 'listing') === 'project';

function statusLine(t: TFunction<'notifications'>, p: NotificationTextParams): string {
  const status = str(p, 'status');
  const values = { jobTitle: str(p, 'jobTitle') };
  if (aboutProject(p)) {
    const told = (TOLD_PROPOSAL_STATUSES as readonly string[]).includes(status) ? (status as ToldProposalStatus) : 'updated';
    return t(`kinds.job.proposal_status.${told}`, values);
  }
  const told = (TOLD_STATUSES as readonly string[]).includes(status) ? (status as ToldStatus) : 'updated';
  return t(`kinds.job.application_status.${told}`, values);
}

/**
 * What a notification says, in the reader's language (ADR 033): the server sends a kind and its
 * parameters; only an old notification without a kind shows its stored (English) text.
 */
export function notificationWords(t: TFunction<'notifications'>, n: Notification): NotificationWords {
  const p = n.params;
  switch (n.kind) {
    case 'connection.requested':
    case 'connection.accepted':
    case 'profile.viewed': {
      const key =
        n.kind === 'profile.viewed' ? 'profile.viewed' : n.kind === 'connection.accepted' ? 'connection.accepted' : 'connection.requested';
      return { title: t(`kinds.${key}.title`), message: t(`kinds.${key}.message`, { actorName: str(p, 'actorName') }) };
    }
    case 'messages.unread':
      return { title: t('kinds.messages.unread.title'), message: t('kinds.messages.unread.message', { count: num(p, 'count') }) };
    case 'network.milestone':
      return { title: t('kinds.network.milestone.title'), message: t('kinds.network.milestone.message', { count: num(p, 'count') }) };
    case 'course.certificate_earned':
      return {
        title: t('kinds.course.certificate_earned.title'),
        message: t('kinds.course.certificate_earned.message', { courseTitle: str(p, 'courseTitle') }),
      };
    case 'calendar.reminder':
      return { title: t('kinds.calendar.reminder.title', { eventTitle: str(p, 'eventTitle') }), message: reminderLine(t, p) };
    case 'job.application_received':
      return {
        title: t(aboutProject(p) ? 'kinds.job.proposal_received.title' : 'kinds.job.application_received.title'),
        message: t(aboutProject(p) ? 'kinds.job.proposal_received.message' : 'kinds.job.application_received.message', {
          applicantName: str(p, 'applicantName'),
          jobTitle: str(p, 'jobTitle'),
        }),
      };
    case 'job.application_status':
      return {
        title: t(aboutProject(p) ? 'kinds.job.proposal_status.title' : 'kinds.job.application_status.title'),
        message: statusLine(t, p),
      };
    case 'job.deadline_closed':
      return {
        title: t('kinds.job.deadline_closed.title'),
        message: t('kinds.job.deadline_closed.message', { jobTitle: str(p, 'jobTitle') }),
      };
    case 'job.alert_matches': {
      const values = { count: num(p, 'count'), alertName: str(p, 'alertName') };
      const key = str(p, 'kind') === 'project' ? 'kinds.job.alert_matches.projects' : 'kinds.job.alert_matches.jobs';
      return { title: t('kinds.job.alert_matches.title'), message: t(key, values) };
    }
    case 'company.recruiter_added':
      return {
        title: t('kinds.company.recruiter_added.title'),
        message: t('kinds.company.recruiter_added.message', { actorName: str(p, 'actorName'), companyName: str(p, 'companyName') }),
      };
    case 'workspace.invited':
      return {
        title: t('kinds.workspace.invited.title'),
        message: t('kinds.workspace.invited.message', { actorName: str(p, 'actorName'), projectTitle: str(p, 'projectTitle') }),
      };
    case 'workspace.task_assigned':
      return {
        title: t('kinds.workspace.task_assigned.title'),
        message: t('kinds.workspace.task_assigned.message', {
          actorName: str(p, 'actorName'),
          taskTitle: str(p, 'taskTitle'),
          projectTitle: str(p, 'projectTitle'),
        }),
      };
    case 'workspace.task_due':
      return {
        title: t('kinds.workspace.task_due.title'),
        message: t('kinds.workspace.task_due.message', {
          taskTitle: str(p, 'taskTitle'),
          projectTitle: str(p, 'projectTitle'),
          date: dayOf(str(p, 'dueDate')),
        }),
      };
    case 'referral.joined':
      return {
        title: t('kinds.referral.joined.title'),
        // Held: joined from the referrer's own network or device, so points wait for a review (ADR 069).
        message: t(num(p, 'held') ? 'kinds.referral.joined.heldMessage' : 'kinds.referral.joined.message', { name: str(p, 'name') }),
      };
    case 'referral.completed':
      return {
        title: t('kinds.referral.completed.title'),
        // 0 points: a second referral from a throwaway address (they earn once, ADR 069).
        message:
          num(p, 'points') > 0
            ? t('kinds.referral.completed.message', { name: str(p, 'name'), count: num(p, 'points') })
            : t('kinds.referral.completed.noPoints', { name: str(p, 'name') }),
      };
    case 'referral.bonus':
      return {
        title: t('kinds.referral.bonus.title'),
        message: t('kinds.referral.bonus.message', { count: num(p, 'count'), points: num(p, 'points') }),
      };
    case 'account.welcome':
      return { title: t('kinds.account.welcome.title'), message: t('kinds.account.welcome.message') };
    default:
      return n.fallback ?? { title: t(`types.${n.type}`), message: '' };
  }
}
