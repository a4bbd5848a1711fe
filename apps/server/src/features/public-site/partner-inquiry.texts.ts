import type { PartnerKind } from '@skilllink/contracts/newsletter';
import type { Language } from '../../platform/i18n/language.js';

// What a "Partner With Us" message becomes: the team's mail (in English, the team's working
// language) and the sender's acknowledgement, in the sender's language.

const KIND_LABELS: Record<PartnerKind, string> = {
  university: 'University or polytechnic',
  'training-provider': 'Training provider or tech hub',
  employer: 'Employer or recruiter',
  ngo: 'NGO or development programme',
  other: 'Other',
};

export interface InquiryForMail {
  name: string;
  organisation: string;
  email: string;
  kind: PartnerKind;
  message: string;
  language: Language;
}

export function teamMail(inquiry: InquiryForMail) {
  const kind = KIND_LABELS[inquiry.kind];
  return {
    subject: `Partner With Us: ${inquiry.organisation} (${kind})`,
    paragraphs: [
      `${inquiry.name} of ${inquiry.organisation} wrote through the Partners page.`,
      `Kind of organisation: ${kind}`,
      `E-mail: ${inquiry.email}`,
      `Writes in: ${inquiry.language === 'fr' ? 'French' : 'English'}`,
      ...inquiry.message.split(/\n{2,}/),
    ],
    action: `Reply to ${inquiry.name}`,
  };
}

// The acknowledgement repeats nothing the sender typed: the form cannot be used to mail a stranger any text.
const ACK = {
  en: {
    subject: 'We received your message – SkillLink partnerships',
    paragraphs: [
      'Hello,',
      'Thank you for writing to SkillLink about a partnership. A member of our partnerships team will reply to this address within five working days.',
      'If you did not write to us, ignore this e-mail: someone typed your address by mistake.',
    ],
    action: 'Read about our partners',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message – partenariats SkillLink',
    paragraphs: [
      'Bonjour,',
      'Merci d’avoir écrit à SkillLink au sujet d’un partenariat. Un membre de notre équipe partenariats vous répondra à cette adresse sous cinq jours ouvrés.',
      'Si vous ne nous avez pas écrit, ignorez cet e-mail : quelqu’un a saisi votre adresse par erreur.',
    ],
    action: 'En savoir plus sur nos partenaires',
  },
} as const;

export const acknowledgementMail = (language: Language) => ACK[language];
