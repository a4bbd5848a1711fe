import type { WorkspaceRole } from '@skilllink/contracts/workspace';
import { asLanguage, type Language } from '../../platform/i18n/language.js';

// The e-mail that invites someone to a project by address (ADR 059). Someone without an account
// gets it in the inviter's language (the best guess we have); a member gets it in their own.

interface Words {
  subject: (inviter: string) => string;
  invited: (inviter: string, project: string, role: string) => string;
  roles: Record<WorkspaceRole, string>;
  /** Someone without an account yet. */
  join: { text: string; action: string };
  /** A member: the invitation is already under Projects. */
  member: { text: string; action: string };
  /** An account whose address is not verified yet: the invitation waits for that. */
  unverified: { text: string; action: string };
}

const en: Words = {
  subject: (inviter) => `${inviter} invited you to a project on SkillLink`,
  invited: (inviter, project, role) => `${inviter} invited you to join the project “${project}” on SkillLink as ${role}.`,
  roles: { lead: 'a lead', member: 'a member', viewer: 'a viewer' },
  join: {
    text: 'Create your free SkillLink account with this e-mail address and verify it: the invitation will be waiting for you under Projects, to accept or decline.',
    action: 'Join SkillLink',
  },
  member: { text: 'The invitation is waiting for you under Projects, to accept or decline.', action: 'Open Projects' },
  unverified: {
    text: 'Verify your e-mail address with the link we sent you when you registered: the invitation will then be waiting for you under Projects.',
    action: 'Open SkillLink',
  },
};

const fr: Words = {
  subject: (inviter) => `${inviter} vous invite à un projet sur SkillLink`,
  invited: (inviter, project, role) => `${inviter} vous invite à rejoindre le projet « ${project} » sur SkillLink en tant que ${role}.`,
  roles: { lead: 'responsable', member: 'membre', viewer: 'observateur' },
  join: {
    text: 'Créez votre compte SkillLink gratuit avec cette adresse e-mail et confirmez-la : l’invitation vous attendra dans Projets, pour l’accepter ou la refuser.',
    action: 'Rejoindre SkillLink',
  },
  member: { text: 'L’invitation vous attend dans Projets, pour l’accepter ou la refuser.', action: 'Ouvrir Projets' },
  unverified: {
    text: 'Confirmez votre adresse e-mail avec le lien envoyé à votre inscription : l’invitation vous attendra ensuite dans Projets.',
    action: 'Ouvrir SkillLink',
  },
};

export function inviteMail(
  language: string,
  invite: { inviter: string; project: string; role: WorkspaceRole; account: 'none' | 'unverified' | 'verified' },
): { subject: string; paragraphs: string[]; action: string; language: Language } {
  const lang = asLanguage(language);
  const w = lang === 'fr' ? fr : en;
  const next = { none: w.join, unverified: w.unverified, verified: w.member }[invite.account];
  return {
    subject: w.subject(invite.inviter),
    paragraphs: [w.invited(invite.inviter, invite.project, w.roles[invite.role]), next.text],
    action: next.action,
    language: lang,
  };
}
