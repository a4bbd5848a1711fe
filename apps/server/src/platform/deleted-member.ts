import type { Language } from './i18n/language.js';

const NAMES: Record<Language, string> = { en: 'Deleted member', fr: 'Membre supprimé' };

/**
 * What an erased account (ADR 062) is called, in the reader's language, where a list keeps the
 * records it left (a job's applicants) and its contract has one display name. Lists with first
 * and last names send them blank with `deleted: true` instead (messaging), and the web app
 * says the same words.
 */
export const deletedMemberName = (language: Language): string => NAMES[language];
