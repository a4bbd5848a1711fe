import { forwardRef } from 'react';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import { CodeText } from './code-text';
import '../../i18n';

interface AssessmentQuestionProps {
  number: number;
  total: number;
  question: { id: string; question: string; options: string[] };
  answer: number | null;
  onAnswer: (option: number) => void;
  locked: boolean;
}

/**
 * One question as a native radio group (arrow keys move and pick, Tab leaves). The ref is the
 * chosen option, else the first, so moving to a question can put focus inside it.
 */
export const AssessmentQuestion = forwardRef<HTMLInputElement, AssessmentQuestionProps>(function AssessmentQuestion(
  { number, total, question, answer, onAnswer, locked },
  ref,
) {
  const { t } = useTranslation('skills');
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={locked}>
      <legend className="mb-3 flex flex-col gap-1">
        <span className="text-sm text-muted">{t('assessmentTest.questionOf', { number, total })}</span>
        <span className="text-lg font-semibold wrap-anywhere text-fg" data-testid="assessment-question">
          <CodeText text={question.question} />
        </span>
      </legend>
      {question.options.map((option, i) => {
        const chosen = answer === i;
        const focusTarget = answer === null ? i === 0 : chosen;
        return (
          <label
            key={i}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              chosen ? 'border-primary bg-primary-soft' : 'border-border-strong bg-surface hover:bg-surface-2',
              locked && 'cursor-default',
            )}
          >
            <input
              ref={focusTarget ? ref : undefined}
              type="radio"
              name={`question-${question.id}`}
              value={i}
              checked={chosen}
              onChange={() => onAnswer(i)}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="min-w-0 flex-1 wrap-anywhere">
              <CodeText text={option} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
});
