import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { errorText } from '../../platform/i18n/error-text.js';
import type { Language } from '../../platform/i18n/language.js';

/** Each field's catalogue entry: a visitor reads what to fix in their own language. */
const FIELD_KEYS: Record<string, string> = {
  email: 'validation_failed.contact_email',
  name: 'validation_failed.contact_name',
  organisation: 'validation_failed.contact_organisation',
  kind: 'validation_failed.contact_kind',
  message: 'validation_failed.contact_message',
  language: 'validation_failed.contact_language',
};

/**
 * The public forms' input, or a 400 naming every bad field in `language` (the reader's). Used
 * instead of the generic validation answer, whose field messages are the contract's English:
 * the visitors of these forms are not members, and no app words the refusal for them.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown, language: Language): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  let first: { key: string; english: string } | undefined;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    if (field in fields) continue;
    const key = FIELD_KEYS[field] ?? 'validation_failed';
    fields[field] = errorText(language, key, {}, issue.message);
    first ??= { key, english: issue.message };
  }
  throw new AppError(400, 'validation_failed', first?.english ?? 'Check the values you entered', fields, {
    key: first?.key ?? 'validation_failed',
  });
}
