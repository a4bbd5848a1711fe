import type { CertificateEvidence } from '@skilllink/contracts/certificates';

/** The languages a certificate's PDF speaks (the app's two). */
export type CertificateLanguage = 'en' | 'fr';
export const certificateLanguage = (value: string | null | undefined): CertificateLanguage => (value === 'fr' ? 'fr' : 'en');

/**
 * Every word the PDF prints, per language: the file follows the reader's language like the
 * pages do, never a mix such as "Résultat Passed" (ADR 032). Names, titles and codes stay as they are.
 */
const TEXTS = {
  en: {
    locale: 'en-GB',
    tagline: 'Connect. Learn. Grow.',
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    instructor: (name: string) => `Instructor: ${name}`,
    completedOn: 'Completed on',
    duration: 'Duration',
    level: 'Level',
    grade: 'Grade',
    grades: { Passed: 'Passed' } as Record<string, string>,
    levels: { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced' } as Record<string, string>,
    issuedBy: (issuer: string) => `Issued by ${issuer}`,
    verified: 'VERIFIED',
    code: 'Verification code',
    scan: 'Scan the code or visit',
    watched: (e: CertificateEvidence) => `${e.lessonsWatched} of ${e.videoLessons} video lessons watched`,
    quiz: (title: string, score: number) => `${title}: ${score} %`,
    subject: (name: string, course: string, code: string, url: string) => `${name} completed ${course}. Verification code ${code}: ${url}`,
  },
  fr: {
    locale: 'fr-FR',
    tagline: 'Connecter. Apprendre. Grandir.',
    title: 'Certificat de réussite',
    certifies: 'Nous certifions que',
    completed: 'a suivi avec succès le cours',
    instructor: (name: string) => `Formateur : ${name}`,
    completedOn: 'Terminé le',
    duration: 'Durée',
    level: 'Niveau',
    grade: 'Résultat',
    grades: { Passed: 'Réussi' } as Record<string, string>,
    levels: { Beginner: 'Débutant', Intermediate: 'Intermédiaire', Advanced: 'Avancé' } as Record<string, string>,
    issuedBy: (issuer: string) => `Délivré par ${issuer}`,
    verified: 'VÉRIFIÉ',
    code: 'Code de vérification',
    scan: 'Scannez le code ou rendez-vous sur',
    watched: (e: CertificateEvidence) => `${e.lessonsWatched} leçon(s) vidéo sur ${e.videoLessons} regardée(s)`,
    quiz: (title: string, score: number) => `${title} : ${score} %`,
    subject: (name: string, course: string, code: string, url: string) =>
      `${name} a terminé ${course}. Code de vérification ${code} : ${url}`,
  },
};

export type CertificateTexts = (typeof TEXTS)['en'];
export const certificateTexts = (language: CertificateLanguage): CertificateTexts => TEXTS[language];

/** "27 November 2026" / "27 novembre 2026" in UTC (the same wherever the server runs). */
export const formatCertificateDate = (iso: string, language: CertificateLanguage) =>
  new Intl.DateTimeFormat(TEXTS[language].locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The line that says what the certificate proves: videos watched and each quiz's score. */
export function evidenceLine(texts: CertificateTexts, evidence: CertificateEvidence | null): string {
  if (!evidence) return '';
  return [texts.watched(evidence), ...evidence.quizzes.map((q) => texts.quiz(q.title, q.score))].join('  ·  ');
}
