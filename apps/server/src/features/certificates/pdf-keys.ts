import type { CertificateLanguage } from './certificate-texts.js';

// Where a certificate's PDFs are stored (certificates.service.ts builds them, member-data.ts erases them).

/** One file per language, and apart for the PDFs that carry the credential (built before it existed, or not). */
export const pdfKeyOf = (id: string, language: CertificateLanguage, withCredential: boolean) =>
  `cert-${id.replace(/[^\w-]/g, '')}${language === 'en' ? '' : `-${language}`}${withCredential ? '-vc' : ''}.pdf`;

/** Every file a certificate's PDF may be stored as (erasure removes them all). */
export const pdfKeysOf = (id: string): string[] =>
  (['en', 'fr'] as const).flatMap((language) => [pdfKeyOf(id, language, false), pdfKeyOf(id, language, true)]);
