import { numberFormat } from '../../lib/intl';

/**
 * A count as the server gives it: it stops counting at `cap`, so reaching it reads "1,000+"
 * (a kind's tab) or "60+" (All), in the reader's number format.
 */
export function formatCount(total: number, cap: number): string {
  return formatTotal(Math.min(total, cap), total >= cap);
}

/** A count in the reader's number format, "+" when there are more than counted. */
export function formatTotal(total: number, more: boolean): string {
  return `${numberFormat().format(total)}${more ? '+' : ''}`;
}

/** First and last word of a name, for initials where a hit carries one name only. */
export function nameParts(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? (words.at(-1) ?? '') : '' };
}
