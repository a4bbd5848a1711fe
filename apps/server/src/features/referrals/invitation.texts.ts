import { asLanguage, type Language } from '../../platform/i18n/language.js';

// The words of a referral invitation (issue 27 §2): the mail and its reminders in the inviter's
// language, and the "no more invitations" pages. The inviter's note is quoted as plain text.

interface Words {
  subject: (inviter: string) => string;
  reminderSubject: (inviter: string) => string;
  hello: (name: string) => string;
  invited: (inviter: string) => string;
  reminded: (inviter: string) => string;
  pitch: string;
  note: (inviter: string, note: string) => string;
  action: string;
  unsubscribe: string;
  pages: Record<'decline' | 'declined' | 'invalid' | 'busy', { title: string; body: string }>;
  declineButton: string;
  home: string;
}

const en: Words = {
  subject: (inviter) => `${inviter} invited you to SkillLink`,
  reminderSubject: (inviter) => `Reminder: ${inviter} invited you to SkillLink`,
  hello: (name) => `Hello ${name},`,
  invited: (inviter) => `${inviter} invited you to join SkillLink.`,
  reminded: (inviter) => `${inviter} invited you to join SkillLink a few days ago, and the invitation is still open.`,
  pitch:
    'SkillLink is where professionals and learners across Africa take free courses with certificates, find jobs and freelance work, and build their network. Joining is free.',
  note: (inviter, note) => `${inviter} wrote: “${note}”`,
  action: 'Join SkillLink',
  unsubscribe: 'Never receive invitations to SkillLink again',
  pages: {
    decline: {
      title: 'No more invitations?',
      body: 'Members will no longer be able to invite this address to SkillLink, and no reminder will be sent.',
    },
    declined: {
      title: 'You will not be invited again',
      body: 'This address is on our do-not-invite list. You can still join SkillLink whenever you like.',
    },
    invalid: { title: 'This link does not work', body: 'It may have been copied incompletely. Nothing was changed.' },
    busy: { title: 'Too many requests', body: 'Please wait a minute and try again.' },
  },
  declineButton: 'Stop all invitations',
  home: 'Go to SkillLink',
};

const fr: Words = {
  subject: (inviter) => `${inviter} vous invite sur SkillLink`,
  reminderSubject: (inviter) => `Rappel : ${inviter} vous invite sur SkillLink`,
  hello: (name) => `Bonjour ${name},`,
  invited: (inviter) => `${inviter} vous invite à rejoindre SkillLink.`,
  reminded: (inviter) => `${inviter} vous a invité à rejoindre SkillLink il y a quelques jours, et l’invitation est toujours valable.`,
  pitch:
    'SkillLink, c’est là où professionnels et apprenants de toute l’Afrique suivent des cours gratuits avec certificat, trouvent des emplois et des missions, et développent leur réseau. L’inscription est gratuite.',
  note: (inviter, note) => `${inviter} vous écrit : « ${note} »`,
  action: 'Rejoindre SkillLink',
  unsubscribe: 'Ne plus jamais recevoir d’invitation à SkillLink',
  pages: {
    decline: {
      title: 'Ne plus recevoir d’invitations ?',
      body: 'Les membres ne pourront plus inviter cette adresse sur SkillLink, et aucun rappel ne sera envoyé.',
    },
    declined: {
      title: 'Vous ne serez plus invité',
      body: 'Cette adresse est sur notre liste de non-invitation. Vous pouvez toujours rejoindre SkillLink quand vous le souhaitez.',
    },
    invalid: { title: 'Ce lien ne fonctionne pas', body: 'Il a peut-être été copié en partie. Rien n’a été modifié.' },
    busy: { title: 'Trop de demandes', body: 'Veuillez patienter une minute et réessayer.' },
  },
  declineButton: 'Arrêter toutes les invitations',
  home: 'Aller sur SkillLink',
};

export const invitationTexts = (language: string): Words & { language: Language } => {
  const lang = asLanguage(language);
  return { ...(lang === 'fr' ? fr : en), language: lang };
};

/** The invitation (or its reminder) as the mailer takes it. */
export function invitationMail(
  language: string,
  invite: { inviter: string; name: string; note: string | null; reminder: boolean },
): { subject: string; paragraphs: string[]; action: string; unsubscribe: string } {
  const w = invitationTexts(language);
  return {
    subject: invite.reminder ? w.reminderSubject(invite.inviter) : w.subject(invite.inviter),
    paragraphs: [
      w.hello(invite.name),
      invite.reminder ? w.reminded(invite.inviter) : w.invited(invite.inviter),
      ...(invite.note ? [w.note(invite.inviter, invite.note)] : []),
      w.pitch,
    ],
    action: w.action,
    unsubscribe: w.unsubscribe,
  };
}
