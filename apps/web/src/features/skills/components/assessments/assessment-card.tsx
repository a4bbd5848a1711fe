import { categorySlug } from '@skilllink/contracts/constants';
import type { SkillAssessment } from '@skilllink/contracts/skill-assessments';
import { BadgeCheck, Clock, Play } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useTranslation } from '../../../../lib/use-translation';
import { useCountdown } from '../../../../lib/use-countdown';
import { useCategoryName } from '../category-name';
import { formatClock } from '../../../../lib/format-clock';
import { formatAttemptDate } from './assessment-format';
import { BadgeActions } from './badge-actions';
import '../../i18n';

export const assessmentPath = (slug: string) => `/app/skills/assessments/${encodeURIComponent(slug)}`;

/** "Resume (12:04 left)": the running attempt's clock, from the server's deadline. */
function ResumeLink({ item, deadlineAt, describedBy }: { item: SkillAssessment; deadlineAt: string; describedBy: string }) {
  const { t } = useTranslation('skills');
  const time = formatClock(useCountdown(deadlineAt, item.timeLimitSeconds, true) ?? 0);
  return (
    <Link to={assessmentPath(item.skill)} className={buttonClasses({})} aria-describedby={describedBy}>
      <Clock className="size-4" aria-hidden="true" />
      <span className="tabular-nums">{t('assessments.resume', { time })}</span>
    </Link>
  );
}

/** One skill's assessment: its facts and what the member can do now. */
export function AssessmentCard({ item }: { item: SkillAssessment }) {
  const { t } = useTranslation('skills');
  const categoryName = useCategoryName();
  const titleId = `assessment-${item.skill}`;
  const reasonId = `assessment-${item.skill}-reason`;
  const facts = t('assessments.facts', {
    questions: item.questionCount,
    minutes: Math.round(item.timeLimitSeconds / 60),
    score: item.passingScore,
  });
  const noneLeft = !item.badge && !item.openAttempt && item.attemptsLeft <= 0;

  return (
    <article aria-labelledby={titleId} className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <header className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {item.name}
        </h2>
        <p className="text-sm text-muted">{categoryName(categorySlug(item.category), item.category)}</p>
        <p className="text-sm text-muted">{facts}</p>
      </header>

      {item.badge ? (
        <>
          <p className="inline-flex items-center gap-1.5 font-semibold text-success">
            <BadgeCheck className="size-5" aria-hidden="true" />
            {t('assessments.verified', { score: item.badge.score })}
          </p>
          <BadgeActions badge={item.badge} category={item.category} inMyProfile={item.inMyProfile} />
        </>
      ) : (
        <>
          {item.lastScore !== null && (
            <p className="text-sm text-fg">{t('assessments.lastScore', { score: item.lastScore, passing: item.passingScore })}</p>
          )}
          {!noneLeft && !item.openAttempt && (
            <p className="text-sm text-muted">{t('assessments.attemptsLeft', { count: item.attemptsLeft })}</p>
          )}
          <div className="mt-auto flex flex-col gap-2">
            {item.openAttempt ? (
              <ResumeLink item={item} deadlineAt={item.openAttempt.deadlineAt} describedBy={titleId} />
            ) : noneLeft ? (
              <>
                {/* A link cannot be disabled: a disabled button says why next to it. */}
                <button
                  type="button"
                  disabled
                  aria-label={t('assessments.startLabel', { skill: item.name })}
                  aria-describedby={reasonId}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  <Play className="size-4" aria-hidden="true" />
                  {t('assessments.start')}
                </button>
                <p id={reasonId} className="text-sm text-muted">
                  {item.nextAttemptAt
                    ? t('assessments.noAttempts', { date: formatAttemptDate(item.nextAttemptAt) })
                    : t('assessments.attemptsLeft', { count: 0 })}
                </p>
              </>
            ) : (
              <Link
                to={assessmentPath(item.skill)}
                className={buttonClasses({})}
                aria-label={t('assessments.startLabel', { skill: item.name })}
              >
                <Play className="size-4" aria-hidden="true" />
                {t('assessments.start')}
              </Link>
            )}
          </div>
        </>
      )}
    </article>
  );
}
