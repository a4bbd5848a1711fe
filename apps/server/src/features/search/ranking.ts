import { queryWords, stemsOf, oneEditAway, TYPO_MIN_LENGTH } from '../../platform/search-words.js';
import type { Token } from './search.repository.js';

// How a query becomes index tokens, and how the entries found are ordered (ADR 060). The
// engines only find; the order is decided here, the same on SQLite and PostgreSQL.

/** One query word and what may stand for it in an entry. */
export interface PlannedWord {
  word: string;
  stems: string[];
  /** Indexed words one edit away, when nothing indexed starts with `word`. */
  typos: string[];
}

/** The query's words; single letters only when nothing longer was typed ("C"). */
export function wordsOf(query: string): string[] {
  const words = queryWords(query);
  const long = words.filter((w) => [...w].length > 1);
  return long.length ? long : words;
}

/** Plans each word, asking the vocabulary about typos only for words it has no start of. */
export async function planWords(
  words: readonly string[],
  vocabulary: { startsSomeTerm(word: string): Promise<boolean>; knownTerms(terms: readonly string[]): Promise<string[]> },
): Promise<PlannedWord[]> {
  return Promise.all(
    words.map(async (word) => {
      const stems = stemsOf(word).filter((s) => s !== word);
      const typos =
        [...word].length >= TYPO_MIN_LENGTH && !(await vocabulary.startsSomeTerm(word))
          ? await vocabulary.knownTerms(oneEditAway(word))
          : [];
      return { word, stems, typos };
    }),
  );
}

/** Index tokens per word: the word as a prefix (a single letter only whole), its stems and typos whole. */
export function tokenGroups(plan: readonly PlannedWord[]): Token[][] {
  return plan.map(({ word, stems, typos }) => [
    { text: word, prefix: [...word].length > 1 },
    ...[...stems, ...typos].map((text) => ({ text, prefix: false })),
  ]);
}

interface EntryText {
  title: string;
  words: string;
  stems: string;
}

interface Split {
  title: string[];
  words: string[];
  terms: string[];
  all: Set<string>;
}

/**
 * Entries' texts split once: the rows of one read are kept (text-cache.ts) and scored by every
 * search that finds them, and folding and splitting was most of a search's own work.
 */
const splits = new WeakMap<EntryText, Split>();
function split(entry: EntryText): Split {
  let out = splits.get(entry);
  if (!out) {
    const words = entry.words.split(' ');
    const terms = [...words, ...entry.stems.split(' ')];
    out = { title: queryWords(entry.title, Infinity), words, terms, all: new Set(terms) };
    splits.set(entry, out);
  }
  return out;
}

/** Whether an entry holds every planned word as the index would find it (tokenGroups' rules). */
export function matchesAll(entry: EntryText, plan: readonly PlannedWord[]): boolean {
  const { terms, all } = split(entry);
  return tokenGroups(plan).every((tokens) => tokens.some((t) => (t.prefix ? terms.some((w) => w.startsWith(t.text)) : all.has(t.text))));
}

const WEIGHTS = { titleWord: 10, titleStart: 8, word: 6, start: 5, stem: 4, typo: 3 } as const;

/** How well an entry's text answers the query: each word's best way of matching, averaged, 0–10. */
export function textScore(entry: EntryText, plan: readonly PlannedWord[]): number {
  if (plan.length === 0) return 0;
  const { title, words, all } = split(entry);
  let total = 0;
  for (const { word, stems, typos } of plan) {
    if (title.includes(word)) total += WEIGHTS.titleWord;
    else if (title.some((w) => w.startsWith(word))) total += WEIGHTS.titleStart;
    else if (all.has(word)) total += WEIGHTS.word;
    else if (words.some((w) => w.startsWith(word))) total += WEIGHTS.start;
    else if (stems.some((s) => all.has(s))) total += WEIGHTS.stem;
    else if (typos.some((t) => all.has(t))) total += WEIGHTS.typo;
  }
  return total / plan.length;
}

/** A reader's closeness and match on top of the text: a connection outranks a stranger of the same name. */
export function boost(rank: { degree?: 1 | 2; matchScore?: number } | undefined): number {
  if (!rank) return 0;
  return (rank.degree === 1 ? 6 : rank.degree === 2 ? 3 : 0) + (rank.matchScore ?? 0) / 20;
}
