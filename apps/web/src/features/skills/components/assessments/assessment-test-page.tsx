import type { SkillAssessment, SkillAssessmentAttempt, SkillAssessmentResult } from '@skilllink/contracts/skill-assessments';
import { ArrowLeft, BadgeCheck, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Link } from '../../../../components/ui/link';
import { PageLoading } from '../../../../components/ui/page-loading';
import { QueryState } from '../../../../components/ui/query-state';
import { ApiError } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useTranslation } from '../../../../lib/use-translation';
import { ASSESSMENT_ATTEMPTS_USED } from '@skilllink/contracts/skill-assessments';
import { useAssessments } from '../../api/get-assessments';
import { useStartAssessment } from '../../api/start-assessment';
import { formatAttemptDate } from './assessment-format';
import { AssessmentResult } from './assessment-result';
import { AssessmentRules } from './assessment-rules';
import { AssessmentRunner } from './assessment-runner';
import { BadgeActions } from './badge-actions';
import '../../i18n';

const LIST = '/app/skills/assessments';

/** Why a start was refused, in words a member can act on. */
function startProblem(t: ReturnType<typeof useTranslation<'skills'>>['t'], error: unknown, item: SkillAssessment): string {
  if (error instanceof ApiError && error.code === ASSESSMENT_ATTEMPTS_USED) {
    const next = error.fields.nextAttemptAt ?? item.nextAttemptAt;
    return next ? t('assessments.noAttempts', { date: formatAttemptDate(next) }) : t('assessments.attemptsLeft', { count: 0 });
  }
  return t('assessmentTest.startError');
}

/** One skill's test: the rules and Start, then the questions, then the grade. */
function AssessmentFlow({ item }: { item: SkillAssessment }) {
  const { t } = useTranslation('skills');
  const start = useStartAssessment();
  const [attempt, setAttempt] = useState<SkillAssessmentAttempt | null>(null);
  const [result, setResult] = useState<{ result: SkillAssessmentResult; timedOut: boolean } | null>(null);
  const begin = () => start.mutate(item.skill, { onSuccess: setAttempt });

  // A running attempt (a reload, or Resume on the list) opens straight away: its clock is running.
  const resumed = useRef(false);
  useEffect(() => {
    if (!item.openAttempt || resumed.current || attempt || result) return;
    resumed.current = true;
    begin();
  });

  if (result)
    return (
      <AssessmentResult
        result={result.result}
        timedOut={result.timedOut}
        category={item.category}
        onRetake={() => {
          setResult(null);
          setAttempt(null);
          start.reset();
        }}
      />
    );
  if (attempt)
    return (
      <AssessmentRunner slug={item.skill} attempt={attempt} onResult={(graded, timedOut) => setResult({ result: graded, timedOut })} />
    );

  const verified = item.badge ?? null;
  if (verified || (start.error instanceof ApiError && start.error.code === 'already_verified')) {
    return (
      <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
        <p className="inline-flex items-center gap-2 font-semibold text-success">
          <BadgeCheck className="size-5" aria-hidden="true" />
          {verified ? t('assessments.verified', { score: verified.score }) : t('assessmentTest.alreadyVerified')}
        </p>
        {verified && <BadgeActions badge={verified} category={item.category} inMyProfile={item.inMyProfile} />}
      </section>
    );
  }

  const noneLeft = !item.openAttempt && item.attemptsLeft <= 0;
  const refused = start.isError ? startProblem(t, start.error, item) : null;
  if (item.openAttempt && !refused) return <PageLoading />;

  return (
    <div className="flex flex-col gap-4">
      <AssessmentRules titleId="assessment-intro-rules" />
      <section aria-labelledby="assessment-intro-title" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
        <h2 id="assessment-intro-title" className="text-lg font-semibold text-fg">
          {t('assessmentTest.introTitle')}
        </h2>
        <p className="text-fg">{t('assessmentTest.introBody')}</p>
        {item.lastScore !== null && (
          <p className="text-sm text-fg">{t('assessments.lastScore', { score: item.lastScore, passing: item.passingScore })}</p>
        )}
        {noneLeft ? (
          <p className="text-fg">
            {item.nextAttemptAt
              ? t('assessments.noAttempts', { date: formatAttemptDate(item.nextAttemptAt) })
              : t('assessments.attemptsLeft', { count: 0 })}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">{t('assessments.attemptsLeft', { count: item.attemptsLeft })}</p>
            <Button className="self-start" onClick={begin} busy={start.isPending}>
              {start.isPending ? t('assessmentTest.starting') : t('assessmentTest.start')}
            </Button>
          </>
        )}
        {refused && <Alert>{refused}</Alert>}
      </section>
    </div>
  );
}

/** /app/skills/assessments/:slug */
export function AssessmentTestPage({ slug }: { slug: string }) {
  const { t } = useTranslation('skills');
  const query = useAssessments();
  const item = query.data?.items.find((i) => i.skill === slug);
  usePageTitle(item ? t('assessmentTest.pageTitle', { skill: item.name }) : t('assessments.pageTitle'));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to={LIST} className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('assessmentTest.allAssessments')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {item ? t('assessmentTest.heading', { skill: item.name }) : t('assessments.title')}
        </h1>
      </header>
      <QueryState query={query} errorTitle={t('assessments.errorTitle')} errorBody={t('assessments.errorBody')}>
        {() =>
          item ? (
            // A new key per skill: moving to another skill's test starts from its intro.
            <AssessmentFlow key={item.skill} item={item} />
          ) : (
            <EmptyState
              icon={<SearchX className="size-8" aria-hidden="true" />}
              title={t('assessmentTest.notFoundTitle')}
              body={t('assessmentTest.notFoundBody')}
              action={
                <Link to={LIST} className={buttonClasses({})}>
                  {t('assessmentTest.allAssessments')}
                </Link>
              }
            />
          )
        }
      </QueryState>
    </div>
  );
}
