import type { LessonCompletion, QuizAttempt, QuizResult as Result } from '@skilllink/contracts/courses';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/use-translation';
import { saveAnswer } from '../../api/save-answer';
import { useSubmitQuiz } from '../../api/submit-quiz';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';
import { QuizTimer } from './quiz-timer';
import { useCountdown } from './use-countdown';
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
  const locked = submit.isPending || result !== null;
  const left = useCountdown(attempt.deadlineAt, attempt.timeLimitSeconds, !locked);
  const total = attempt.questions.length;
  const allAnswered = answers.every((a) => a !== null);
  const current = attempt.questions[index];

  const send = () => {
    if (locked) return;
    submit.mutate(
      { courseId, lessonId, attemptId: attempt.id, answers },
      {
        onSuccess: (graded) => {
          setResult(graded);
          if (graded.passed) {
            toast(t('quiz.passed'), 'success');
            onPassed(graded.completion);
          } else {
            toast(t('quiz.failed', { score: graded.score, passingScore: graded.passingScore }), 'error');
          }
        },
        onError: () => toast(t('quiz.submitError'), 'error'),
      },
    );
  };
  // Each pick is saved at once: if time runs out, what was saved before the deadline counts.
  const pick = (question: number, option: number) => {
    setAnswers((all) => all.map((a, i) => (i === question ? option : a)));
    saveAnswer(courseId, lessonId, attempt.id, question, option).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'deadline_passed') toast(t('quiz.savedLate'), 'error');
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
            disabled={!canSubmit}
            busy={submit.isPending}
            aria-describedby={canSubmit ? undefined : 'quiz-submit-hint'}
          >
            {submit.isPending ? t('quiz.submitting') : t('quiz.submit')}
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
