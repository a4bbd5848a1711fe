import { ApiError } from './api';
import type { FormErrors } from './form';
import { validationMessage } from './validation-message';

/**
 * The server's per-field errors (400 validation) for the fields this form shows, in the member's
 * language: worded from each field's issue code; the server's own (English) message only when
 * it sent no code for that field. A contract's own rule on a field (code `custom`: "Passwords do
 * not match") has no code that says what it is: the form words it in `rules`, as it does when it
 * checks the same rule itself.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rules: Partial<Record<Field, string>> = {},
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const issue = error.issues.find((i) => i.field === field);
    const rule = issue?.code === 'custom' ? rules[field] : undefined;
    const message = rule ?? (issue ? validationMessage(issue, error.fields[field]) : error.fields[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
