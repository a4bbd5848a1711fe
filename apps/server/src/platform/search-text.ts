/**
 * The one folding every text search applies to what it stores and to what members type:
 * lower case, accents removed ("Développeur" → "developpeur", "réact" → "react"), runs of
 * white space as one space. Stored text and queries fold the same way, so either spelling
 * finds the other.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A query's distinct folded words, at most `max` (the rest is ignored: every word costs an index lookup). */
export function searchTerms(query: string, max = 8): string[] {
  return [...new Set(foldText(query).split(' ').filter(Boolean))].slice(0, max);
}
