import { JOB_QUESTION_MAX, JOB_QUESTIONS_MAX } from '@skilllink/contracts/job-constants';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';
import type { DraftErrors } from '../model/validate';
import '../i18n';

interface QuestionsFieldProps {
  questions: string[];
  errors: DraftErrors;
  onChange: (questions: string[]) => void;
}

/** Up to five questions applicants answer; adding puts the cursor in the new one. */
export function QuestionsField({ questions, errors, onChange }: QuestionsFieldProps) {
  const { t } = useTranslation('jobsHiring');
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the keyboard goes once the list has re-rendered after an add or a remove. */
  const focusNext = useRef<'last' | 'add' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    // Adding: the new question, where the poster will type. Removing: the row that had focus is
    // gone, so the keyboard stays in the list on the Add button.
    if (target === 'last') list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    if (target === 'add') addButton.current?.focus();
  }, [questions.length]);

  function add() {
    focusNext.current = 'last';
    onChange([...questions, '']);
  }

  function remove(index: number) {
    focusNext.current = 'add';
    onChange(questions.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.questions')}</legend>
      <p className="text-sm text-muted">{t('form.questionsHint', { max: JOB_QUESTIONS_MAX })}</p>
      {questions.length > 0 && (
        <ol ref={list} className="flex flex-col gap-3">
          {questions.map((question, index) => (
            <li key={index} className="flex items-start gap-2">
              <TextField
                className="min-w-0 flex-1"
                name={`question.${index}`}
                label={t('form.question', { n: index + 1 })}
                value={question}
                maxLength={JOB_QUESTION_MAX}
                error={errors[`question.${index}`]}
                onChange={(e) => onChange(questions.map((q, i) => (i === index ? e.currentTarget.value : q)))}
              />
              <Button
                variant="ghost"
                size="icon"
                className="mt-7 text-muted hover:text-danger"
                aria-label={t('form.removeQuestion', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {errors.questions && <p className="text-sm font-medium text-danger">{errors.questions}</p>}
      {questions.length < JOB_QUESTIONS_MAX && (
        <Button ref={addButton} variant="secondary" size="sm" className="self-start" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          {t('form.addQuestion')}
        </Button>
      )}
    </fieldset>
  );
}
