import type { CertificateEvidence as Evidence } from '@skilllink/contracts/certificates';
import { useTranslation } from '../../../lib/use-translation';
import { formatDuration } from '../format';
import '../i18n';

/**
 * What a certificate proves (ADR 032): the video lessons the server saw watched and each quiz's
 * score. Nothing for certificates issued before the evidence was kept.
 */
export function CertificateEvidence({ evidence }: { evidence: Evidence | null }) {
  const { t } = useTranslation('certificates');
  if (!evidence) return null;
  return (
    <div className="min-w-0 text-sm">
      <p className="text-muted">{t('evidence.title')}</p>
      <ul className="mt-1 flex list-disc flex-col gap-0.5 ps-5 font-medium break-words text-fg">
        <li>
          {t('evidence.watched', {
            watched: evidence.lessonsWatched,
            total: evidence.videoLessons,
            duration: formatDuration(t, evidence.watchedSeconds, true),
          })}
        </li>
        {evidence.quizzes.map((quiz) => (
          <li key={quiz.title}>{t('evidence.quiz', { title: quiz.title, score: quiz.score, passingScore: quiz.passingScore })}</li>
        ))}
      </ul>
    </div>
  );
}
