import type { LessonCompletion, QuizAttempt, QuizResult as Result } from '@skilllink/contracts/courses';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/use-translation';
import { isNetworkError, isOffline, queueAnswer, queueSubmit, useQueuedAttempt } from '../../api/offline-quiz';
import { saveAnswer } from '../../api/save-answer';
import { useSubmitQuiz } from '../../api/submit-quiz';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';
import { QuizTimer } from './quiz-timer';
import { useCountdown } from '../../../../lib/use-countdown';
import '../../i18n';

interface QuizRunnerProps {
  courseId: string;
  lessonId: string;
  attempt: QuizAttempt;
  onPassed: (completion: LessonCompletion | null) => void;
  onRetake: () => void;
}

/** One attempt: a question at a time, Submit once all are answered, auto-submit at the deadline. */
export function QuizRunner({ courseId, lessonId, attempt, onPassed, onRetake }: QuizRunnerProps) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const submit = useSubmitQuiz();
  // A reload resumes with the answers the server saved.
  const [answers, setAnswers] = useState<Array<number | null>>(() => attempt.questions.map((_, i) => attempt.answers[i] ?? null));
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const ref = { courseId, lessonId, attemptId: attempt.id };
  const graded = (outcome: Result) => {
    setResult(outcome);
    if (outcome.passed) {
      toast(t('quiz.passed'), 'success');
      onPassed(outcome.completion);
    } else {
      toast(t('quiz.failed', { score: outcome.score, passingScore: outcome.passingScore }), 'error');
    }
  };
  // Answers and a submit made offline (ADR 075): a queued submit's grade shows when it comes back;
  // a refusal (the toast gives the server's reason) lets the member try again.
  const queued = useQueuedAttempt(ref, (outcome) => (outcome ? graded(outcome) : undefined));
  const locked = submit.isPending || result !== null || queued.submit;
  const left = useCountdown(attempt.deadlineAt, attempt.timeLimitSeconds, !locked);
  const total = attempt.questions.length;
  const allAnswered = answers.every((a) => a !== null);
  const current = attempt.questions[index];

  const send = () => {
    if (locked) return;
    if (isOffline()) {
      queueSubmit(ref, answers);
      return;
    }
    submit.mutate({ ...ref, answers }, { onSuccess: graded, onError: () => toast(t('quiz.submitError'), 'error') });
  };
  // Each pick is saved at once: if time runs out, what was saved before the deadline counts.
  // Offline (or when the network fails) it waits on the device and goes on reconnect.
  const pick = (question: number, option: number) => {
    setAnswers((all) => all.map((a, i) => (i === question ? option : a)));
    if (isOffline()) return queueAnswer(ref, question, option);
    saveAnswer(courseId, lessonId, attempt.id, question, option).catch((error: unknown) => {
      if (isNetworkError(error)) queueAnswer(ref, question, option);
      else if (error instanceof ApiError && error.code === 'deadline_passed') toast(t('quiz.savedLate'), 'error');
    });
  };
  // Time is up: whatever is answered goes in (unanswered as null), once.
  const autoSent = useRef(false);
  useEffect(() => {
    if (left !== 0 || locked || autoSent.current) return;
    autoSent.current = true;
    send();
  });

  if (result) return <QuizResult attempt={attempt} answers={answers} result={result} onRetake={onRetake} />;
  if (!current) return null;
  const canSubmit = allAnswered || left === 0;
  const isLast = index === total - 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted tabular-nums">{t('quiz.answered', { count: answers.filter((a) => a !== null).length, total })}</p>
        {left !== null && <QuizTimer seconds={left} />}
      </div>
      <QuizQuestion
        number={index + 1}
        total={total}
        question={current}
        answer={answers[index] ?? null}
        onAnswer={(option) => pick(index, option)}
        outcome={null}
        locked={locked}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('quiz.previous')}
        </Button>
        {isLast ? (
          <Button
            onClick={send}
            disabled={!canSubmit || queued.submit}
            busy={submit.isPending}
            aria-describedby={canSubmit ? undefined : 'quiz-submit-hint'}
          >
            {queued.submit ? t('quiz.submitQueued') : submit.isPending ? t('quiz.submitting') : t('quiz.submit')}
          </Button>
        ) : (
          <Button
            onClick={() => setIndex(index + 1)}
            disabled={answers[index] === null}
            aria-describedby={answers[index] === null ? 'quiz-next-hint' : undefined}
          >
            {t('quiz.next')}
          </Button>
        )}
      </div>
      {(queued.answers || queued.submit) && (
        <p role="status" className="text-sm text-muted">
          {queued.submit ? t('quiz.submitOnDevice') : t('quiz.savedOnDevice')}
        </p>
      )}
      {!isLast && answers[index] === null && (
        <p id="quiz-next-hint" className="text-sm text-muted">
          {t('quiz.answerToContinue')}
        </p>
      )}
      {isLast && !canSubmit && (
        <p id="quiz-submit-hint" className="text-sm text-muted">
          {t('quiz.answerAll')}
        </p>
      )}
    </div>
  );
}
