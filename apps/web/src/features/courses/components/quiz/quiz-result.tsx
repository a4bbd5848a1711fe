import type { QuizAttempt, QuizResult as Result } from '@skilllink/contracts/courses';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import { QuizQuestion } from './quiz-question';
import { useRetryText } from './use-retry-text';
import '../../i18n';

interface QuizResultProps {
  attempt: QuizAttempt;
  answers: Array<number | null>;
  result: Result;
  onRetake: () => void;
}

/**
 * The grade, the pass or fail message, every question marked right or wrong (never with the
 * right option: ADR 032), and Retake while attempts are left, else when the next one opens.
 */
export function QuizResult({ attempt, answers, result, onRetake }: QuizResultProps) {
  const { t } = useTranslation('courses');
  const outcome = new Map(result.questions.map((q) => [q.id, q.correct]));
  const retryText = useRetryText(result.attemptsLeft === 0 ? result.nextAttemptAt : null);
  return (
    <div className="flex flex-col gap-5">
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-xl border-l-4 p-4',
          result.passed ? 'border-success bg-primary-soft' : 'border-danger bg-danger-soft',
        )}
      >
        {result.passed ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <CircleX className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden="true" />
        )}
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold text-fg">{result.passed ? t('quiz.passed') : t('quiz.retakeNeeded')}</p>
          <p className="text-sm text-fg tabular-nums">
            {t('quiz.score', { score: result.score })} · {t('quiz.passingScore', { score: result.passingScore })}
          </p>
        </div>
      </div>
      {!result.passed && <p className="text-sm text-muted">{t('quiz.reviewHint')}</p>}
      {!result.passed && result.attemptsLeft > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onRetake}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('quiz.retake')}
          </Button>
          <span className="text-sm text-muted">{t('quiz.attemptsLeft', { count: result.attemptsLeft })}</span>
        </div>
      )}
      {!result.passed && retryText && <p className="text-sm font-medium text-fg">{retryText}</p>}
      <section aria-label={t('quiz.review')} className="flex flex-col gap-6">
        {attempt.questions.map((question, i) => (
          <QuizQuestion
            key={question.id}
            number={i + 1}
            total={attempt.questions.length}
            question={question}
            answer={answers[i] ?? null}
            onAnswer={() => undefined}
            outcome={outcome.get(question.id) ?? false}
            locked
          />
        ))}
      </section>
    </div>
  );
}
