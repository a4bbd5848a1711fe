import type { QuizAttempt, QuizResult as Result } from '@skilllink/contracts/courses';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import { QuizQuestion } from './quiz-question';
import '../../i18n';

interface QuizResultProps {
  attempt: QuizAttempt;
  answers: Array<number | null>;
  result: Result;
  onRetake: () => void;
}

/** The grade, the spec's pass or fail message, every question with the right answer, and Retake. */
export function QuizResult({ attempt, answers, result, onRetake }: QuizResultProps) {
  const { t } = useTranslation('courses');
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
      {!result.passed && (
        <Button onClick={onRetake} className="self-start">
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('quiz.retake')}
        </Button>
      )}
      <section aria-label={t('quiz.review')} className="flex flex-col gap-6">
        {attempt.questions.map((question, i) => (
          <QuizQuestion
            key={question.id}
            number={i + 1}
            total={attempt.questions.length}
            question={question}
            answer={answers[i] ?? null}
            onAnswer={() => undefined}
            correct={result.correctAnswers[i] ?? null}
            locked
          />
        ))}
      </section>
    </div>
  );
}
