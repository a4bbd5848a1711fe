import { createRequire } from 'node:module';
import type * as Snowball from 'snowball-stemmers';
import { foldText } from './search-text.js';

// The words of one search (ADR 060): what a member typed, reduced to folded words of letters
// and digits, their English and French stems, and the one-edit spellings a typo may hide.
// The same on SQLite and PostgreSQL: nothing here is left to an engine.

/** Longer queries are refused before any work (the 1,000-character case). */
export const MAX_QUERY_LENGTH = 200;
/** Words beyond these are ignored: each costs index lookups. */
export const MAX_QUERY_WORDS = 8;
/** Typos are forgiven only in words this long: a one-edit neighbour of a short word is another word. */
export const TYPO_MIN_LENGTH = 5;

// A CommonJS package without an ESM entry.
const snowball = createRequire(import.meta.url)('snowball-stemmers') as typeof Snowball;
const stemmers = [snowball.newStemmer('english'), snowball.newStemmer('french')];

/**
 * The folded words: every run of characters other than letters and digits separates them, so
 * quotes, `*`, `:`, `-`, parentheses and SQL never reach an engine as syntax. (search-text.ts
 * `searchTerms` keeps punctuation for the trigram substring searches of people and jobs,
 * which read "node.js" whole; those move onto this index with issue 24.)
 */
export function queryWords(text: string, max = MAX_QUERY_WORDS): string[] {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

/**
 * A folded word's English and French stems (the word itself when neither changes it). Stemmed
 * after folding: the French stemmer reads accents, and members type words with and without
 * them, which must give one stem ("securite" and "sécurité" → "securit").
 */
export function stemsOf(word: string): string[] {
  return [...new Set(stemmers.map((stemmer) => stemmer.stem(word)))];
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every spelling one edit away from a folded word (a letter left out, two neighbours swapped,
 * one changed, one added), for looking up which of them the vocabulary holds. Empty for words
 * shorter than TYPO_MIN_LENGTH. About 37 × (2n + 1) for a word of n letters.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  if (letters.length < TYPO_MIN_LENGTH) return [];
  const out = new Set<string>();
  const at = (i: number, insert: string, skip: number) => letters.slice(0, i).join('') + insert + letters.slice(i + skip).join('');
  for (let i = 0; i <= letters.length; i++) {
    for (const c of ALPHABET) out.add(at(i, c, 0)); // added
    if (i === letters.length) break;
    out.add(at(i, '', 1)); // left out
    for (const c of ALPHABET) out.add(at(i, c, 1)); // changed
    if (i + 1 < letters.length) out.add(at(i, `${letters[i + 1]}${letters[i]}`, 2)); // swapped
  }
  out.delete(word);
  return [...out];
}
