import type { SkillAssessmentResult } from '@skilllink/contracts/skill-assessments';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useTranslation } from '../../../../lib/use-translation';
import { formatAttemptDate } from './assessment-format';
import { BadgeActions } from './badge-actions';
import '../../i18n';

interface AssessmentResultProps {
  result: SkillAssessmentResult;
  /** Submitted by the timer (or after it), not by the member. */
  timedOut?: boolean;
  category: string;
  onRetake: () => void;
}

/** The grade: score and how many were right, never which answers (the bank is reused). */
export function AssessmentResult({ result, timedOut = false, category, onRetake }: AssessmentResultProps) {
  const { t } = useTranslation('skills');
  const heading = useRef<HTMLHeadingElement>(null);
  // The test is gone from the screen: focus goes to what replaced it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const figures = { score: result.score, correct: result.correct, total: result.questionCount, passing: result.passingScore };

  return (
    <section
      aria-labelledby="assessment-result-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id="assessment-result-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg focus:outline-none">
        {t('assessmentResult.title')}
      </h2>
      {timedOut && <p className="text-fg">{t('assessmentResult.timedOut')}</p>}
      {result.passed ? (
        <p className="inline-flex items-center gap-2 text-lg font-semibold text-success">
          <BadgeCheck className="size-6 shrink-0" aria-hidden="true" />
          {t('assessmentResult.passed', figures)}
        </p>
      ) : (
        <p className="inline-flex items-start gap-2 text-lg font-semibold text-fg">
          <CircleX className="mt-1 size-5 shrink-0 text-danger" aria-hidden="true" />
          {t('assessmentResult.failed', figures)}
        </p>
      )}

      {result.badge && (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4">
          <h3 className="font-semibold text-fg">{t('assessmentResult.earned', { skill: result.badge.name })}</h3>
          <p className="text-sm text-muted">
            {result.inMyProfile ? t('assessmentResult.earnedBody') : t('assessmentResult.earnedBodyAdd', { skill: result.badge.name })}
          </p>
          <BadgeActions badge={result.badge} category={category} inMyProfile={result.inMyProfile} />
        </div>
      )}

      {!result.passed && (
        <div className="flex flex-col gap-1 text-fg">
          {result.attemptsLeft > 0 && <p>{t('assessmentResult.attemptsLeft', { count: result.attemptsLeft })}</p>}
          {result.nextAttemptAt && result.attemptsLeft === 0 && (
            <p>{t('assessmentResult.nextAttempt', { date: formatAttemptDate(result.nextAttemptAt) })}</p>
          )}
        </div>
      )}
      <p className="text-sm text-muted">{t('assessmentResult.secret')}</p>

      <div className="flex flex-wrap gap-2">
        {!result.passed && result.attemptsLeft > 0 && <Button onClick={onRetake}>{t('assessmentResult.retake')}</Button>}
        <Link to="/app/skills/assessments" className={buttonClasses({ variant: 'secondary' })}>
          {t('assessmentTest.allAssessments')}
        </Link>
      </div>
    </section>
  );
}
