import type { ApplicationStatus } from '@skilllink/contracts/jobs';
import { wantsEmail } from '../../platform/notification-mail-queue.js';
import { wantsNotification } from '../../platform/notification-preferences.js';
import type { JobRow } from './jobs.repository.js';
import type { JobsDeps } from './route-options.js';

// The e-mail that tells an applicant their application moved when they are not online to see
// the live notice (issue 22 §6). It says what the in-app notice says (the web app's
// notifications texts), in the member's language, and leads to My Applications.

/** How long the stored copy is kept: its link is no key, only the way back to My Applications. */
const KEPT_MS = 7 * 24 * 3_600_000;

type Line = (title: string) => string;
interface Words {
  subject: { application: string; proposal: string };
  hello: (name: string) => string;
  application: Partial<Record<ApplicationStatus, Line>> & { updated: Line };
  proposal: Partial<Record<ApplicationStatus, Line>> & { updated: Line };
  at: (title: string, company: string) => string;
  next: string;
  action: string;
}

const en: Words = {
  subject: { application: 'Your application was updated', proposal: 'Your proposal was updated' },
  hello: (name) => `Hello ${name},`,
  application: {
    reviewing: (t) => `Your application for ${t} is being reviewed.`,
    interviewed: (t) => `Your application for ${t} has moved to the interview stage.`,
    accepted: (t) => `Congratulations! Your application for ${t} was accepted.`,
    rejected: (t) => `Your application for ${t} was not selected.`,
    updated: (t) => `Your application for ${t} was updated.`,
  },
  proposal: {
    reviewing: (t) => `Your proposal for ${t} is being reviewed.`,
    interviewed: (t) => `The client wants to talk about your proposal for ${t}.`,
    awarded: (t) => `Congratulations! Your proposal for ${t} was awarded.`,
    rejected: (t) => `Your proposal for ${t} was not selected.`,
    updated: (t) => `Your proposal for ${t} was updated.`,
  },
  at: (title, company) => `${title} at ${company}`,
  next: 'My Applications shows where each of your applications stands; you can message the poster from there.',
  action: 'Open My Applications',
};

const fr: Words = {
  subject: { application: 'Votre candidature a été mise à jour', proposal: 'Votre proposition a été mise à jour' },
  hello: (name) => `Bonjour ${name},`,
  application: {
    reviewing: (t) => `Votre candidature pour ${t} est en cours d’examen.`,
    interviewed: (t) => `Votre candidature pour ${t} passe à l’étape de l’entretien.`,
    accepted: (t) => `Félicitations ! Votre candidature pour ${t} a été acceptée.`,
    rejected: (t) => `Votre candidature pour ${t} n’a pas été retenue.`,
    updated: (t) => `Votre candidature pour ${t} a été mise à jour.`,
  },
  proposal: {
    reviewing: (t) => `Votre proposition pour ${t} est en cours d’examen.`,
    interviewed: (t) => `Le client souhaite échanger sur votre proposition pour ${t}.`,
    awarded: (t) => `Félicitations ! Votre proposition pour ${t} a été retenue.`,
    rejected: (t) => `Votre proposition pour ${t} n’a pas été retenue.`,
    updated: (t) => `Votre proposition pour ${t} a été mise à jour.`,
  },
  at: (title, company) => `« ${title} » chez ${company}`,
  next: 'Mes candidatures montre où en est chacune de vos candidatures ; vous pouvez y écrire à l’auteur de l’annonce.',
  action: 'Ouvrir Mes candidatures',
};

/** The mail's subject and paragraphs for this move, in `language` (English unless French). */
export function statusMail(
  language: string,
  firstName: string,
  job: Pick<JobRow, 'title' | 'kind' | 'companyName'>,
  status: ApplicationStatus,
) {
  const w = language === 'fr' ? fr : en;
  const lines = job.kind === 'project' ? w.proposal : w.application;
  const listing = job.companyName ? w.at(job.title, job.companyName) : language === 'fr' ? `« ${job.title} »` : job.title;
  return {
    subject: job.kind === 'project' ? w.subject.proposal : w.subject.application,
    paragraphs: [w.hello(firstName), (lines[status] ?? lines.updated)(listing), w.next],
    action: w.action,
  };
}

/**
 * After a move has committed: e-mails the applicant unless they are online now (their open tab
 * got the notice live) or turned that kind of notice off. Without a mailer (a script), nothing.
 */
export async function mailStatusIfAway(deps: JobsDeps, applicantId: string, job: JobRow, status: ApplicationStatus): Promise<void> {
  const mail = deps.statusMail;
  if (!mail) return;
  if ((await mail.presence.onlineAmong([applicantId])).has(applicantId)) return;
  if (!(await wantsNotification(deps.db, applicantId, 'other'))) return;
  // Settings → Notifications: the member turned e-mails of this kind off (ADR 065).
  if (!(await wantsEmail(deps.db, applicantId, 'other'))) return;
  const member = await deps.db
    .selectFrom('user')
    .select(['email', 'firstName', 'language'])
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!member) return;
  const text = statusMail(member.language, member.firstName, job, status);
  await mail.mailer.send({
    to: member.email,
    subject: text.subject,
    paragraphs: text.paragraphs,
    action: { label: text.action, url: `${mail.publicUrl}/app/jobs?tab=applications` },
    linkLifetimeMs: KEPT_MS,
  });
}
