import type { SkillAssessmentAttempt, SkillAssessmentResult } from '@skilllink/contracts/skill-assessments';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/use-translation';
import { useSubmitAssessment } from '../../api/submit-assessment';
import { useCountdown } from '../../../../lib/use-countdown';
import { AssessmentQuestion } from './assessment-question';
import { AssessmentTimer } from './assessment-timer';
import { useAnswerSaves } from './use-answer-saves';
import '../../i18n';

interface AssessmentRunnerProps {
  slug: string;
  attempt: SkillAssessmentAttempt;
  /** The grade; `timedOut` when the timer (or the server's clock) sent it, not the member. */
  onResult: (result: SkillAssessmentResult, timedOut: boolean) => void;
}

/**
 * One attempt: a question at a time (with a map to jump between them), every pick saved at
 * once, Submit when all are answered, and an automatic submit when the server's time is up.
 */
export function AssessmentRunner({ slug, attempt, onResult }: AssessmentRunnerProps) {
  const { t } = useTranslation('skills');
  const submit = useSubmitAssessment();
  // A reload resumes with the answers the server saved.
  const [answers, setAnswers] = useState<Array<number | null>>(() => attempt.questions.map((_, i) => attempt.answers[i] ?? null));
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      answers.findIndex((a) => a === null),
    ),
  );
  const [askUnanswered, setAskUnanswered] = useState(false);
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  // Submitted elsewhere (another tab): the submit below answers that grade.
  const [closedElsewhere, setClosedElsewhere] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [done, setDone] = useState(false);
  const jumped = useRef(false);
  const focusTarget = useRef<HTMLInputElement>(null);
  const saves = useAnswerSaves(slug, attempt.id, (why) => (why === 'deadline' ? setDeadlinePassed(true) : setClosedElsewhere(true)));

  const left = useCountdown(attempt.deadlineAt, attempt.timeLimitSeconds, !submit.isPending && !done) ?? 0;
  const timeUp = left === 0 || deadlinePassed || closedElsewhere;
  const total = attempt.questions.length;
  const unanswered = answers.flatMap((a, i) => (a === null ? [i] : []));
  const answeredCount = total - unanswered.length;
  const current = attempt.questions[index];
  const locked = timeUp || submit.isPending || done;

  const send = (timedOut: boolean) => {
    if (done || submit.isPending) return;
    if (!timedOut && unanswered.length > 0) {
      jumped.current = false;
      return setAskUnanswered(true);
    }
    setSubmitFailed(false);
    submit.mutate(
      { slug, attemptId: attempt.id, answers },
      {
        onSuccess: (result) => {
          setDone(true);
          onResult(result, timedOut && !closedElsewhere);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'quiz_incomplete' && !timedOut) setAskUnanswered(true);
          else setSubmitFailed(true);
        },
      },
    );
  };

  // Time is up: whatever is answered goes in (unanswered as null), once.
  const autoSent = useRef(false);
  useEffect(() => {
    if (!timeUp || autoSent.current) return;
    autoSent.current = true;
    send(true);
  });

  // Moving to another question puts focus in its radio group, so keyboard users land on it; so
  // does the start (focus was on Start, now gone), which also brings the question into view.
  useEffect(() => {
    focusTarget.current?.focus();
  }, [index]);
  const go = (next: number) => setIndex(next);

  const pick = (question: number, option: number) => {
    if (locked) return;
    setAnswers((all) => all.map((a, i) => (i === question ? option : a)));
    saves.save(question, option);
  };
  const retrySaves = () => {
    for (const question of saves.failed) saves.save(question, answers[question] ?? null);
  };

  if (!current) return null;
  const isLast = index === total - 1;
  const firstUnanswered = unanswered[0] ?? 0;

  return (
    <div className="flex flex-col gap-4">
      {/* Stays in sight while answering on a phone. */}
      <div className="sticky top-16 z-10 -mx-1 flex flex-wrap items-center justify-between gap-2 bg-bg px-1 py-2">
        <p className="text-sm text-muted tabular-nums">{t('assessmentTest.answered', { answered: answeredCount, total })}</p>
        <AssessmentTimer seconds={deadlinePassed ? 0 : left} />
      </div>
      <ProgressBar percent={(answeredCount / total) * 100} label={t('assessmentTest.progressLabel')} />

      <nav aria-label={t('assessmentTest.questionsNav')}>
        <ol className="flex flex-wrap gap-1.5">
          {attempt.questions.map((question, i) => {
            const answered = answers[i] !== null;
            return (
              <li key={question.id}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={t(answered ? 'assessmentTest.goToQuestionAnswered' : 'assessmentTest.goToQuestion', { number: i + 1 })}
                  className={cn(
                    'relative inline-flex size-11 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums',
                    i === index ? 'border-primary ring-2 ring-primary' : 'border-border-strong',
                    answered ? 'bg-primary-soft text-fg' : 'bg-surface text-fg hover:bg-surface-2',
                  )}
                >
                  {i + 1}
                  {answered && <Check className="absolute top-0.5 right-0.5 size-3 text-primary" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <div className="rounded-xl border border-border bg-surface p-4">
        <AssessmentQuestion
          key={current.id}
          ref={focusTarget}
          number={index + 1}
          total={total}
          question={current}
          answer={answers[index] ?? null}
          onAnswer={(option) => pick(index, option)}
          locked={locked}
        />
      </div>

      <p className="min-h-5 text-sm text-muted">
        {saves.stateOf(index) === 'saving' ? t('assessmentTest.saving') : saves.stateOf(index) === 'saved' ? t('assessmentTest.saved') : ''}
      </p>
      {saves.failed.length > 0 && !timeUp && (
        <Alert>
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1">{t('assessmentTest.saveError', { number: (saves.failed[0] ?? 0) + 1 })}</p>
            <Button size="sm" variant="secondary" onClick={retrySaves}>
              {t('assessmentTest.retrySave')}
            </Button>
          </div>
        </Alert>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          {t('assessmentTest.previous')}
        </Button>
        <div className="flex flex-wrap gap-2">
          {!isLast && (
            <Button variant="secondary" onClick={() => go(index + 1)}>
              {t('assessmentTest.next')}
            </Button>
          )}
          {(isLast || unanswered.length === 0) && (
            <Button onClick={() => send(timeUp)} busy={submit.isPending} disabled={done}>
              {submit.isPending ? t('assessmentTest.submitting') : t('assessmentTest.submit')}
            </Button>
          )}
        </div>
      </div>

      {timeUp && !submitFailed && (
        <Alert tone="info">{t(closedElsewhere ? 'assessmentTest.closedElsewhere' : 'assessmentTest.timeUp')}</Alert>
      )}
      {submitFailed && (
        <Alert>
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1">{t('assessmentTest.submitError')}</p>
            <Button size="sm" variant="secondary" onClick={() => send(timeUp)} busy={submit.isPending}>
              {t('assessmentTest.retrySubmit')}
            </Button>
          </div>
        </Alert>
      )}

      {askUnanswered && (
        <ConfirmDialog
          title={t('assessmentTest.unansweredTitle')}
          body={t('assessmentTest.unansweredBody', { numbers: unanswered.map((i) => i + 1).join(', ') })}
          confirm={t('assessmentTest.goToFirst', { number: firstUnanswered + 1 })}
          cancel={t('assessmentTest.keepGoing')}
          onConfirm={() => {
            jumped.current = true;
            setAskUnanswered(false);
            go(firstUnanswered);
          }}
          onClose={() => setAskUnanswered(false)}
          // "Go to question N" lands in that question's radio group, not back on Submit.
          returnFocus={() => (jumped.current ? focusTarget.current : null)}
        />
      )}
    </div>
  );
}
