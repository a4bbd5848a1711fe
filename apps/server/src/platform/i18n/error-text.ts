import type { ErrorCatalogue, ErrorParams } from './catalogue.js';
import { errorsEn } from './errors.en.js';
import { errorsFr } from './errors.fr.js';
import type { Language } from './language.js';

export const errorCatalogues: Record<Language, ErrorCatalogue> = { en: errorsEn, fr: errorsFr };

/** The error's text in `language`; `fallback` (the constructor's English) for a key not in the catalogue. */
export function errorText(language: Language, key: string, params: ErrorParams, fallback: string): string {
  return errorCatalogues[language][key]?.(params) ?? fallback;
}
