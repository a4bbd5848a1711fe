import { Check, X } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import '../../i18n';

interface QuizQuestionProps {
  number: number;
  total: number;
  question: { id: string; question: string; options: string[] };
  answer: number | null;
  onAnswer: (option: number) => void;
  /** After submission: whether the chosen answer was right. The right option is never shown (ADR 032). */
  outcome: boolean | null;
  locked: boolean;
}

/** One question as a radio group; after submission it says whether the member's answer was right. */
export function QuizQuestion({ number, total, question, answer, onAnswer, outcome, locked }: QuizQuestionProps) {
  const { t } = useTranslation('courses');
  const revealed = outcome !== null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={locked}>
      <legend className="mb-3 flex flex-col gap-1">
        <span className="text-sm text-muted">{t('quiz.questionOf', { number, total })}</span>
        <span className="text-lg font-semibold wrap-anywhere text-fg">{question.question}</span>
      </legend>
      {question.options.map((option, i) => {
        const chosen = answer === i;
        const isCorrect = revealed && chosen && outcome;
        const isWrong = revealed && chosen && !outcome;
        return (
          <label
            key={i}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              chosen ? 'border-primary bg-primary-soft' : 'border-border-strong bg-surface hover:bg-surface-2',
              isCorrect && 'border-success',
              isWrong && 'border-danger bg-danger-soft',
              locked && 'cursor-default',
            )}
          >
            <input
              type="radio"
              name={`question-${question.id}`}
              value={i}
              checked={chosen}
              onChange={() => onAnswer(i)}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="flex-1 wrap-anywhere">{option}</span>
            {isCorrect && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
                <Check className="size-4" aria-hidden="true" />
                {t('quiz.correct')}
              </span>
            )}
            {isWrong && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-danger">
                <X className="size-4" aria-hidden="true" />
                {t('quiz.incorrect')}
              </span>
            )}
          </label>
        );
      })}
      {revealed && answer === null && <p className="text-sm text-muted">{t('quiz.notAnswered')}</p>}
    </fieldset>
  );
}
