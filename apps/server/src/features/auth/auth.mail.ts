import type { Language } from '../../platform/i18n/language.js';

/**
 * The account e-mails in the member's language (their saved choice; at registration, the
 * language their browser asks for). English is the fallback for anything else.
 */
export type MailLanguage = Language;

export { languageFromHeader } from '../../platform/i18n/language.js';

interface AccountMail {
  subject: string;
  paragraphs: string[];
  action: string;
}

export type AccountMailKind = 'verify' | 'reset' | 'signInLink' | 'taken';

const texts: Record<MailLanguage, Record<AccountMailKind, (firstName: string) => AccountMail>> = {
  en: {
    verify: (name) => ({
      subject: 'Verify your e-mail address for SkillLink',
      paragraphs: [`Hello ${name},`, 'Welcome to SkillLink! Please confirm this is your e-mail address. The link works for 48 hours.'],
      action: 'Verify my e-mail address',
    }),
    reset: (name) => ({
      subject: 'Reset your SkillLink password',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to reset the password of your SkillLink account. If it was you, choose a new password with the link below. It works once, for one hour.',
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      ],
      action: 'Choose a new password',
    }),
    signInLink: (name) => ({
      subject: 'Your SkillLink sign-in link',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked for a link to sign in to your SkillLink account without the password. If it was you, use the link below. It works once, for 15 minutes.',
        'If you did not ask for it, ignore this e-mail. If someone is guessing your password, sign-ins with the password are slowed down while this link keeps working for you.',
      ],
      action: 'Sign in to SkillLink',
    }),
    taken: (name) => ({
      subject: 'Someone tried to create a SkillLink account with your e-mail address',
      paragraphs: [
        `Hello ${name},`,
        'Someone just tried to create a SkillLink account with this e-mail address, which already has one.',
        'If it was you, sign in with the link below. Forgot your password? Choose "Forgot password?" on the sign-in page to set a new one.',
        'If it was not you, you need do nothing: your account and your password stay as they are.',
      ],
      action: 'Sign in to SkillLink',
    }),
  },
  fr: {
    verify: (name) => ({
      subject: 'Confirmez votre adresse e-mail pour SkillLink',
      paragraphs: [
        `Bonjour ${name},`,
        'Bienvenue sur SkillLink ! Confirmez qu’il s’agit bien de votre adresse e-mail. Le lien est valable 48 heures.',
      ],
      action: 'Confirmer mon adresse e-mail',
    }),
    reset: (name) => ({
      subject: 'Réinitialisez votre mot de passe SkillLink',
      paragraphs: [
        `Bonjour ${name},`,
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte SkillLink. Si c’est vous, choisissez un nouveau mot de passe avec le lien ci-dessous. Il ne fonctionne qu’une fois, pendant une heure.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.',
      ],
      action: 'Choisir un nouveau mot de passe',
    }),
    signInLink: (name) => ({
      subject: 'Votre lien de connexion SkillLink',
      paragraphs: [
        `Bonjour ${name},`,
        'Quelqu’un a demandé un lien pour se connecter à votre compte SkillLink sans mot de passe. Si c’est vous, utilisez le lien ci-dessous. Il ne fonctionne qu’une fois, pendant 15 minutes.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail. Si quelqu’un essaie de deviner votre mot de passe, les connexions par mot de passe sont ralenties, mais ce lien continue de fonctionner pour vous.',
      ],
      action: 'Me connecter à SkillLink',
    }),
    taken: (name) => ({
      subject: 'Quelqu’un a tenté de créer un compte SkillLink avec votre adresse e-mail',
      paragraphs: [
        `Bonjour ${name},`,
        'Quelqu’un vient de tenter de créer un compte SkillLink avec cette adresse e-mail, qui en a déjà un.',
        'Si c’était vous, connectez-vous avec le lien ci-dessous. Mot de passe oublié ? Choisissez « Mot de passe oublié ? » sur la page de connexion pour en définir un nouveau.',
        'Si ce n’était pas vous, vous n’avez rien à faire : votre compte et votre mot de passe restent inchangés.',
      ],
      action: 'Me connecter à SkillLink',
    }),
  },
};

export function accountMail(kind: AccountMailKind, language: string, firstName: string): AccountMail {
  return texts[language === 'fr' ? 'fr' : 'en'][kind](firstName);
}
