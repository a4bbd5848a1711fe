import { EMAIL_SHAPE } from '@skilllink/contracts/constants';

/**
 * Something@something.something: what a form checks before sending an address. Deliberately
 * loose — the server validates with the shared schema and answers per field.
 */
export const looksLikeEmail = (value: string): boolean => EMAIL_SHAPE.test(value);
