import { JOB_LIST_ITEMS_MAX, JOB_QUESTIONS_MAX, JOB_SKILLS_MAX } from '@skilllink/contracts/job-constants';
import type { TFunction } from '../../../../lib/i18n';
import { serverFieldErrors } from '../../../../lib/server-field-errors';
import type { DraftErrors, DraftSlot } from './validate';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every path the server may name in `fields` for a JobInput (zod paths, and its own checks). */
const SERVER_PATHS = [
  'title',
  'companyName',
  'location',
  'type',
  'experienceLevel',
  'isRemote',
  'salary',
  'salary.min',
  'salary.max',
  'salary.currency',
  'salary.period',
  'budget',
  'budget.min',
  'budget.max',
  'budget.currency',
  'duration',
  'kind',
  'skills',
  ...range(JOB_SKILLS_MAX).map((i) => `skills.${i}`),
  'description',
  ...(['requirements', 'responsibilities', 'benefits'] as const).flatMap((f) => [f, ...range(JOB_LIST_ITEMS_MAX).map((i) => `${f}.${i}`)]),
  'deadline',
  'questions',
  ...range(JOB_QUESTIONS_MAX).map((i) => `questions.${i}`),
];

/** Where a server path's message shows on the form. */
function slotOf(path: string): DraftSlot | null {
  const [head = '', index] = path.split('.');
  switch (head) {
    case 'salary':
    case 'budget':
      return index === 'min' ? 'salaryMin' : index === 'max' ? 'salaryMax' : 'salary';
    case 'questions':
      return index === undefined ? 'questions' : `question.${Number(index)}`;
    case 'isRemote':
    case 'kind':
      return null;
    case 'skills':
    case 'requirements':
    case 'responsibilities':
    case 'benefits':
      return head;
    default:
      return head as DraftSlot;
  }
}

/**
 * The server's refusal as messages under the form's fields (in the member's language: from the
 * issue codes, or the server's own words for its checks such as "Unknown skill: X"). The
 * contract's salary (budget) rule has no code of its own: the form words it as it does itself.
 */
export function draftServerErrors(t: TFunction<'jobsHiring'>, error: unknown, salaryBothBlank: boolean): DraftErrors {
  const salaryRule = salaryBothBlank ? t('errors.salaryBound') : t('errors.salaryOrder');
  const budgetRule = salaryBothBlank ? t('errors.salaryBound') : t('errors.budgetOrder');
  const found = serverFieldErrors(error, SERVER_PATHS, {
    'salary.min': salaryRule,
    salary: salaryRule,
    'budget.min': budgetRule,
    budget: budgetRule,
  });
  const errors: DraftErrors = {};
  for (const [path, message] of Object.entries(found)) {
    const slot = slotOf(path);
    // The first message for a field is kept ("skills" before "skills.3").
    if (slot && message && !errors[slot]) errors[slot] = message;
  }
  return errors;
}
