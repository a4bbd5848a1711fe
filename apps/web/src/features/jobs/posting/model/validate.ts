import {
  DEADLINE_MAX_DAYS,
  JOB_LIST_ITEM_MAX,
  JOB_LIST_ITEMS_MAX,
  MONEY_MAX,
  PROJECT_DURATION_MAX,
} from '@skilllink/contracts/job-constants';
import type { TFunction } from '../../../../lib/i18n';
import { deadlineIso } from './deadline';
import { LINES_FIELDS, linesOf, parseMoney, type JobDraft } from './draft';

/**
 * Where a message shows: a field of the form, or one question (`question.2`). Server paths
 * ("salary.min", "questions.2") are mapped onto these in server-errors.ts.
 */
export type DraftSlot =
  | 'title'
  | 'companyName'
  | 'location'
  | 'type'
  | 'experienceLevel'
  | 'salary'
  | 'salaryMin'
  | 'salaryMax'
  | 'duration'
  | 'skills'
  | 'description'
  | 'requirements'
  | 'responsibilities'
  | 'benefits'
  | 'deadline'
  | 'questions'
  | `question.${number}`;

export type DraftErrors = Partial<Record<DraftSlot, string>>;

const DAY_MS = 86_400_000;

function salaryErrors(t: TFunction<'jobsHiring'>, draft: JobDraft, errors: DraftErrors) {
  if (draft.salaryMode === 'none') return;
  const min = parseMoney(draft.salaryMin);
  const max = parseMoney(draft.salaryMax);
  for (const [slot, value] of [
    ['salaryMin', min],
    ['salaryMax', max],
  ] as const) {
    if (value !== null && Number.isNaN(value)) errors[slot] = t('errors.wholeNumber');
    else if (value !== null && value > MONEY_MAX) errors[slot] = t('errors.tooLarge');
  }
  if (errors.salaryMin || errors.salaryMax) return;
  if (min === null && max === null) errors.salaryMin = t('errors.salaryBound');
  else if (min !== null && max !== null && min > max)
    errors.salaryMin = t(draft.kind === 'project' ? 'errors.budgetOrder' : 'errors.salaryOrder');
}

function deadlineError(t: TFunction<'jobsHiring'>, draft: JobDraft, now: number): string | undefined {
  if (!draft.deadlineDate) return draft.deadlineTime ? t('errors.deadlineDate') : undefined;
  const iso = deadlineIso(draft.deadlineDate, draft.deadlineTime);
  if (!iso) return t('errors.deadlineDate');
  const at = Date.parse(iso);
  if (at <= now) return t('errors.deadlinePast');
  if (at - now > DEADLINE_MAX_DAYS * DAY_MS) return t('errors.deadlineTooFar', { days: DEADLINE_MAX_DAYS });
  return undefined;
}

/**
 * The contract's rules, checked before the preview so the poster hears them at once and in
 * their language; the server checks them all again (and the ones only it can: known skills,
 * who manages a company).
 */
export function validateDraft(t: TFunction<'jobsHiring'>, draft: JobDraft, now = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = t('errors.titleRequired');
  if (!draft.location.trim()) errors.location = t('errors.locationRequired');
  salaryErrors(t, draft, errors);
  if (draft.kind === 'project' && draft.duration.trim().length > PROJECT_DURATION_MAX)
    errors.duration = t('errors.durationTooLong', { max: PROJECT_DURATION_MAX });
  if (draft.skills.length === 0) errors.skills = t('errors.skillsRequired');
  if (!draft.description.trim()) errors.description = t('errors.descriptionRequired');
  for (const field of LINES_FIELDS) {
    // The line number as the textarea shows it, empty lines counted.
    const long = draft[field].split('\n').findIndex((line) => line.trim().length > JOB_LIST_ITEM_MAX);
    if (linesOf(draft[field]).length > JOB_LIST_ITEMS_MAX) errors[field] = t('errors.tooManyLines', { max: JOB_LIST_ITEMS_MAX });
    else if (long >= 0) errors[field] = t('errors.lineTooLong', { line: long + 1, max: JOB_LIST_ITEM_MAX });
  }
  const deadline = deadlineError(t, draft, now);
  if (deadline) errors.deadline = deadline;
  draft.questions.forEach((question, index) => {
    if (!question.trim()) errors[`question.${index}`] = t('errors.questionRequired');
  });
  return errors;
}

export function hasDraftErrors(errors: DraftErrors): boolean {
  return Object.values(errors).some(Boolean);
}
