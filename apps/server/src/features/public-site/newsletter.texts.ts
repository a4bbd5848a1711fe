import type { Language } from '../../platform/i18n/language.js';

// What the newsletter says to a visitor, in their language: the two mails and the pages its links open.

export type NewsletterPage =
  'confirm' | 'subscribed' | 'expired' | 'invalid' | 'unsubscribe' | 'unsubscribed' | 'unsubscribeInvalid' | 'busy';

interface MailText {
  subject: string;
  paragraphs: string[];
  action: string;
}

interface Texts {
  pages: Record<NewsletterPage, { title: string; body: string }>;
  /** The one button or link of each page. */
  confirmButton: string;
  unsubscribeButton: string;
  readNews: string;
  home: string;
  confirmMail: MailText;
  alreadyMail: MailText & { unsubscribe: string };
}

// The mails repeat nothing the requester typed: the form cannot be used to mail a stranger any text.
const en: Texts = {
  pages: {
    confirm: {
      title: 'Confirm your subscription',
      body: 'Press the button to receive the SkillLink newsletter: news, new courses and member stories, about once a month.',
    },
    subscribed: {
      title: 'You’re subscribed',
      body: 'Thank you! The SkillLink newsletter will come to this address. Every issue ends with an unsubscribe link: one click and it stops.',
    },
    expired: {
      title: 'This link has expired',
      body: 'Confirmation links work for 7 days. Subscribe again on the SkillLink site and we will send you a new one.',
    },
    invalid: {
      title: 'This link does not work',
      body: 'This confirmation link is not valid or has already been used. If you confirmed already, you are subscribed.',
    },
    unsubscribe: {
      title: 'Unsubscribe from the newsletter?',
      body: 'You will no longer receive the SkillLink newsletter at this address.',
    },
    unsubscribed: {
      title: 'You are unsubscribed',
      body: 'You will get no more newsletters from SkillLink. Changed your mind? Subscribe again on our site at any time.',
    },
    unsubscribeInvalid: {
      title: 'This link does not work',
      body: 'This unsubscribe link is not valid. Copy the whole link from the newsletter e-mail and try again.',
    },
    busy: { title: 'Too many attempts', body: 'Please wait a minute and open the link again.' },
  },
  confirmButton: 'Yes, subscribe me',
  unsubscribeButton: 'Unsubscribe',
  readNews: 'Read the latest news',
  home: 'Go to SkillLink',
  confirmMail: {
    subject: 'Confirm your subscription to the SkillLink newsletter',
    paragraphs: [
      'Hello,',
      'Someone, we hope you, asked to receive the SkillLink newsletter at this address. Confirm with the link below; it works for 7 days.',
      'If it was not you, ignore this e-mail: without your confirmation we will send nothing more.',
    ],
    action: 'Confirm my subscription',
  },
  alreadyMail: {
    subject: 'You already receive the SkillLink newsletter',
    paragraphs: [
      'Hello,',
      'Someone asked to subscribe this address to the SkillLink newsletter. It already receives it, so nothing has changed.',
      'If you no longer want it, use the unsubscribe link at the bottom of this e-mail.',
    ],
    action: 'Read the latest news',
    unsubscribe: 'Unsubscribe from the newsletter',
  },
};

const fr: Texts = {
  pages: {
    confirm: {
      title: 'Confirmez votre inscription',
      body: 'Appuyez sur le bouton pour recevoir la newsletter de SkillLink : actualités, nouveaux cours et témoignages de membres, environ une fois par mois.',
    },
    subscribed: {
      title: 'Votre inscription est confirmée',
      body: 'Merci ! La newsletter de SkillLink arrivera à cette adresse. Chaque numéro se termine par un lien de désabonnement : un clic suffit pour l’arrêter.',
    },
    expired: {
      title: 'Ce lien a expiré',
      body: 'Les liens de confirmation sont valables 7 jours. Inscrivez-vous de nouveau sur le site de SkillLink et nous vous en enverrons un nouveau.',
    },
    invalid: {
      title: 'Ce lien ne fonctionne pas',
      body: 'Ce lien de confirmation n’est pas valide ou a déjà servi. Si vous avez déjà confirmé, vous êtes inscrit.',
    },
    unsubscribe: {
      title: 'Se désabonner de la newsletter ?',
      body: 'Vous ne recevrez plus la newsletter de SkillLink à cette adresse.',
    },
    unsubscribed: {
      title: 'Votre désabonnement est confirmé',
      body: 'Vous ne recevrez plus de newsletter de SkillLink. Vous avez changé d’avis ? Réinscrivez-vous sur notre site à tout moment.',
    },
    unsubscribeInvalid: {
      title: 'Ce lien ne fonctionne pas',
      body: 'Ce lien de désabonnement n’est pas valide. Copiez le lien entier depuis l’e-mail de la newsletter, puis réessayez.',
    },
    busy: { title: 'Trop de tentatives', body: 'Patientez une minute, puis ouvrez de nouveau le lien.' },
  },
  confirmButton: 'Oui, je m’inscris',
  unsubscribeButton: 'Me désabonner',
  readNews: 'Lire les dernières actualités',
  home: 'Aller sur SkillLink',
  confirmMail: {
    subject: 'Confirmez votre inscription à la newsletter de SkillLink',
    paragraphs: [
      'Bonjour,',
      'Quelqu’un, vous nous l’espérons, a demandé à recevoir la newsletter de SkillLink à cette adresse. Confirmez avec le lien ci-dessous ; il est valable 7 jours.',
      'Si ce n’est pas vous, ignorez cet e-mail : sans votre confirmation, nous ne vous écrirons plus.',
    ],
    action: 'Confirmer mon inscription',
  },
  alreadyMail: {
    subject: 'Vous recevez déjà la newsletter de SkillLink',
    paragraphs: [
      'Bonjour,',
      'Quelqu’un a demandé à inscrire cette adresse à la newsletter de SkillLink. Elle la reçoit déjà : rien n’a changé.',
      'Si vous ne souhaitez plus la recevoir, utilisez le lien de désabonnement en bas de cet e-mail.',
    ],
    action: 'Lire les dernières actualités',
    unsubscribe: 'Se désabonner de la newsletter',
  },
};

export const newsletterTexts = (language: Language): Texts => (language === 'fr' ? fr : en);
