import { ApiError } from './api';
import type { FormErrors } from './form';
import { validationMessage } from './validation-message';

/**
 * The server's per-field errors (400 validation) for the fields this form shows, in the member's
 * language: worded from each field's issue code; the server's own (English) message only when
 * it sent no code for that field.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const issue = error.issues.find((i) => i.field === field);
    const message = issue ? validationMessage(issue, error.fields[field]) : error.fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}
