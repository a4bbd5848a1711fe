import type { NotificationTextParams } from '@skilllink/contracts/notifications';
import type { Language } from '../../platform/i18n/language.js';

// What an applicant's mail says when their application or proposal moves (issue 22 §6, sent
// through the notification mails since ADR 065 so that quiet hours and unsubscribe apply).

type Line = (title: string) => string;
type Lines = Partial<Record<string, Line>> & { updated: Line };

const words: Record<Language, { application: Lines; proposal: Lines }> = {
  en: {
    application: {
      reviewing: (t) => `Your application for ${t} is being reviewed`,
      interviewed: (t) => `Your application for ${t} has moved to the interview stage`,
      accepted: (t) => `Congratulations! Your application for ${t} was accepted`,
      rejected: (t) => `Your application for ${t} was not selected`,
      updated: (t) => `Your application for ${t} was updated`,
    },
    proposal: {
      reviewing: (t) => `Your proposal for ${t} is being reviewed`,
      interviewed: (t) => `The client wants to talk about your proposal for ${t}`,
      awarded: (t) => `Congratulations! Your proposal for ${t} was awarded`,
      rejected: (t) => `Your proposal for ${t} was not selected`,
      updated: (t) => `Your proposal for ${t} was updated`,
    },
  },
  fr: {
    application: {
      reviewing: (t) => `Votre candidature pour « ${t} » est en cours d’examen`,
      interviewed: (t) => `Votre candidature pour « ${t} » passe à l’étape de l’entretien`,
      accepted: (t) => `Félicitations ! Votre candidature pour « ${t} » a été acceptée`,
      rejected: (t) => `Votre candidature pour « ${t} » n’a pas été retenue`,
      updated: (t) => `Votre candidature pour « ${t} » a été mise à jour`,
    },
    proposal: {
      reviewing: (t) => `Votre proposition pour « ${t} » est en cours d’examen`,
      interviewed: (t) => `Le client souhaite échanger sur votre proposition pour « ${t} »`,
      awarded: (t) => `Félicitations ! Votre proposition pour « ${t} » a été retenue`,
      rejected: (t) => `Votre proposition pour « ${t} » n’a pas été retenue`,
      updated: (t) => `Votre proposition pour « ${t} » a été mise à jour`,
    },
  },
};

/** `job.application_status` { jobTitle, status, listing: 'job' | 'project' } as a sentence. */
export function applicationStatusLine(language: Language, p: NotificationTextParams): string {
  const lines = words[language][p.listing === 'project' ? 'proposal' : 'application'];
  return (lines[String(p.status)] ?? lines.updated)(String(p.jobTitle));
}
