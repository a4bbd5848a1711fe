import { ApiError } from './api';
import type { FormErrors } from './form';

/** The server's per-field messages (400 validation) for the fields this form shows. */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}
