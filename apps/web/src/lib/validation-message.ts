import type { FieldIssue } from '@skilllink/contracts/common';
import { currentLanguage, fixedT } from './i18n';

/**
 * One field's validation issue (from the server's 400, `error.issues`) in the member's language.
 * The server's `fields` messages are English (zod's own, or the contracts'), so they are never
 * shown as they are when the issue's code says the same thing.
 */
export function validationMessage(issue: FieldIssue, serverMessage?: string): string {
  // A contract's own rule ("End date cannot be before the start date") has no words of ours
  // beyond "not valid": in English its message says more, so it is kept.
  if (issue.code === 'custom' && serverMessage && currentLanguage() === 'en') return serverMessage;
  const t = fixedT('common');
  const sized = issue.origin === 'string' || issue.origin === undefined;
  const items = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'too_big':
      if (issue.max === undefined) break;
      if (sized) return t('validation.tooLong', { count: issue.max });
      if (items) return t('validation.tooManyItems', { count: issue.max });
      return t('validation.tooBig', { max: issue.max });
    case 'too_small':
      if (issue.min === undefined) break;
      if (sized) return issue.min <= 1 ? t('validation.required') : t('validation.tooShort', { count: issue.min });
      if (items) return t('validation.tooFewItems', { count: issue.min });
      return t('validation.tooSmall', { min: issue.min });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      return t('validation.format');
    case 'invalid_value':
      return t('validation.choice');
  }
  return t('validation.invalid');
}
