import type { Language } from '../../platform/i18n/language.js';

/** The e-mails of Settings → Your data, in the member's language (ADR 062). */
interface YourDataMail {
  subject: string;
  paragraphs: string[];
  action: string;
}

export type YourDataMailKind = 'exportReady' | 'deletionScheduled';

/** `name` is the first name; `date` a day already written in the member's language. */
type Texts = Record<YourDataMailKind, (name: string, date: string) => YourDataMail>;

const en: Texts = {
  exportReady: (name, date) => ({
    subject: 'Your SkillLink data is ready to download',
    paragraphs: [
      `Hello ${name},`,
      `The copy of your SkillLink data you asked for is ready: a ZIP file with your profile, skills, connections, messages, courses, certificates, calendar, applications, projects and files. The link below works until ${date}, while you are signed in.`,
      'If you did not ask for it, change your password and check Settings → Security.',
    ],
    action: 'Download your data',
  }),
  deletionScheduled: (name, date) => ({
    subject: 'Your SkillLink account will be deleted',
    paragraphs: [
      `Hello ${name},`,
      `You asked to delete your SkillLink account. It will be deleted on ${date}: your profile and personal data are then erased for good, and your messages show as sent by a deleted member.`,
      'Changed your mind? Sign in before then and the deletion is cancelled.',
    ],
    action: 'Sign in to keep my account',
  }),
};

const fr: Texts = {
  exportReady: (name, date) => ({
    subject: 'Vos données SkillLink sont prêtes à télécharger',
    paragraphs: [
      `Bonjour ${name},`,
      `La copie de vos données SkillLink que vous avez demandée est prête : un fichier ZIP avec votre profil, vos compétences, relations, messages, cours, certificats, agenda, candidatures, projets et fichiers. Le lien ci-dessous fonctionne jusqu’au ${date}, lorsque vous êtes connecté.`,
      'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et vérifiez Paramètres → Sécurité.',
    ],
    action: 'Télécharger mes données',
  }),
  deletionScheduled: (name, date) => ({
    subject: 'Votre compte SkillLink va être supprimé',
    paragraphs: [
      `Bonjour ${name},`,
      `Vous avez demandé la suppression de votre compte SkillLink. Il sera supprimé le ${date} : votre profil et vos données personnelles seront alors effacés définitivement, et vos messages apparaîtront comme envoyés par un membre supprimé.`,
      'Vous avez changé d’avis ? Connectez-vous d’ici là et la suppression est annulée.',
    ],
    action: 'Me connecter pour garder mon compte',
  }),
};

/** A day as the member reads it: "16 December 2026" / "16 décembre 2026", in their time zone. */
export function mailDate(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone }).format(at);
}

export function yourDataMail(kind: YourDataMailKind, language: Language, name: string, date: string): YourDataMail {
  return (language === 'fr' ? fr : en)[kind](name, date);
}
