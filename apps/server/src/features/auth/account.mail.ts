import type { Language } from '../../platform/i18n/language.js';

/**
 * The e-mails of Settings → Account, in the member's language. `name` is the first name,
 * `address` the other address of a change (the new one in the notice to the old one).
 */
interface AccountMail {
  subject: string;
  paragraphs: string[];
  action: string;
}

export type SettingsMailKind =
  'emailChangeVerify' | 'emailChangeNotice' | 'emailChangeTaken' | 'passwordChanged' | 'twoStepOn' | 'twoStepOff';

type Texts = Record<SettingsMailKind, (name: string, address: string) => AccountMail>;

const en: Texts = {
  twoStepOn: (name) => ({
    subject: 'Two-step sign-in is on for your SkillLink account',
    paragraphs: [
      `Hello ${name},`,
      'Two-step sign-in was just turned on: from now on every sign-in asks for a code from your authenticator app.',
      'If it was not you, choose a new password now with the link below and check Settings → Security.',
    ],
    action: 'Choose a new password',
  }),
  twoStepOff: (name) => ({
    subject: 'Two-step sign-in is off for your SkillLink account',
    paragraphs: [
      `Hello ${name},`,
      'Two-step sign-in was just turned off: your password alone signs you in again.',
      'If it was not you, choose a new password now with the link below and turn it back on in Settings → Security.',
    ],
    action: 'Choose a new password',
  }),
  emailChangeVerify: (name) => ({
    subject: 'Confirm your new e-mail address for SkillLink',
    paragraphs: [
      `Hello ${name},`,
      'You asked to use this address for your SkillLink account. Your address changes only once you open the link below. It works for 48 hours.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
    action: 'Use this e-mail address',
  }),
  emailChangeNotice: (name, address) => ({
    subject: 'Your SkillLink e-mail address is being changed',
    paragraphs: [
      `Hello ${name},`,
      `Someone signed in to your SkillLink account asked to change its e-mail address to ${address}. It changes once that address is confirmed.`,
      'If it was you, there is nothing to do. If it was not, undo the change with the link below (it works for 7 days, even after the change): you will be signed out everywhere and can choose a new password.',
    ],
    action: 'Undo this change',
  }),
  emailChangeTaken: (name) => ({
    subject: 'Someone tried to move a SkillLink account to your e-mail address',
    paragraphs: [
      `Hello ${name},`,
      'Someone signed in to another SkillLink account tried to change its e-mail address to this one, which already has an account. Nothing was changed.',
      'If it was you, sign in to the account that uses this address instead. If not, you need do nothing.',
    ],
    action: 'Sign in to SkillLink',
  }),
  passwordChanged: (name) => ({
    subject: 'Your SkillLink password was changed',
    paragraphs: [
      `Hello ${name},`,
      'The password of your SkillLink account was just changed, and every other device was signed out.',
      'If it was not you, choose a new password now with the link below and check Settings → Security.',
    ],
    action: 'Choose a new password',
  }),
};

const fr: Texts = {
  twoStepOn: (name) => ({
    subject: 'La validation en deux étapes est activée sur votre compte SkillLink',
    paragraphs: [
      `Bonjour ${name},`,
      'La validation en deux étapes vient d’être activée : chaque connexion demandera désormais un code de votre application d’authentification.',
      'Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe avec le lien ci-dessous et vérifiez Paramètres → Sécurité.',
    ],
    action: 'Choisir un nouveau mot de passe',
  }),
  twoStepOff: (name) => ({
    subject: 'La validation en deux étapes est désactivée sur votre compte SkillLink',
    paragraphs: [
      `Bonjour ${name},`,
      'La validation en deux étapes vient d’être désactivée : votre mot de passe suffit de nouveau pour vous connecter.',
      'Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe avec le lien ci-dessous et réactivez-la dans Paramètres → Sécurité.',
    ],
    action: 'Choisir un nouveau mot de passe',
  }),
  emailChangeVerify: (name) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail pour SkillLink',
    paragraphs: [
      `Bonjour ${name},`,
      'Vous avez demandé à utiliser cette adresse pour votre compte SkillLink. Elle ne change qu’une fois le lien ci-dessous ouvert. Il est valable 48 heures.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
    ],
    action: 'Utiliser cette adresse e-mail',
  }),
  emailChangeNotice: (name, address) => ({
    subject: 'L’adresse e-mail de votre compte SkillLink va changer',
    paragraphs: [
      `Bonjour ${name},`,
      `Une personne connectée à votre compte SkillLink a demandé à remplacer son adresse e-mail par ${address}. Elle change dès que cette adresse est confirmée.`,
      'Si c’est vous, il n’y a rien à faire. Sinon, annulez ce changement avec le lien ci-dessous (valable 7 jours, même après le changement) : vous serez déconnecté partout et pourrez choisir un nouveau mot de passe.',
    ],
    action: 'Annuler ce changement',
  }),
  emailChangeTaken: (name) => ({
    subject: 'Quelqu’un a tenté d’utiliser votre adresse e-mail pour un autre compte SkillLink',
    paragraphs: [
      `Bonjour ${name},`,
      'Une personne connectée à un autre compte SkillLink a tenté d’y mettre cette adresse e-mail, qui a déjà un compte. Rien n’a été changé.',
      'Si c’était vous, connectez-vous plutôt au compte qui utilise cette adresse. Sinon, vous n’avez rien à faire.',
    ],
    action: 'Me connecter à SkillLink',
  }),
  passwordChanged: (name) => ({
    subject: 'Le mot de passe de votre compte SkillLink a été changé',
    paragraphs: [
      `Bonjour ${name},`,
      'Le mot de passe de votre compte SkillLink vient d’être changé, et tous vos autres appareils ont été déconnectés.',
      'Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe avec le lien ci-dessous et vérifiez Paramètres → Sécurité.',
    ],
    action: 'Choisir un nouveau mot de passe',
  }),
};

/** Whether `kind` is one of these e-mails (the others are auth.mail.ts's). */
export const isSettingsMailKind = (kind: string): kind is SettingsMailKind => Object.hasOwn(en, kind);

export function settingsMail(kind: SettingsMailKind, language: Language | string, name: string, address = ''): AccountMail {
  return (language === 'fr' ? fr : en)[kind](name, address);
}
