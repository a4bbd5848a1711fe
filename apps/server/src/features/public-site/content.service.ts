import type { ContentKind } from '@skilllink/contracts/public-content';
import type { DB } from '../../db/database.js';
import { findContent, listContent } from './content.repository.js';

/** One kind's entries in a language, newest first (front matter as checked when it was loaded). */
export async function contentList<T>(db: DB, kind: ContentKind, language: string): Promise<T[]> {
  return (await listContent(db, kind, language)).map((r) => JSON.parse(r.meta) as T);
}

/** One entry with its rendered body, or null. */
export async function contentItem<T>(db: DB, kind: ContentKind, slug: string, language: string): Promise<(T & { html: string }) | null> {
  const row = await findContent(db, kind, slug, language);
  return row ? { ...(JSON.parse(row.meta) as T), html: row.html } : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of rendered Markdown, for a card's expandable summary: tags gone, paragraphs joined. */
export function plainText(html: string, max = 900): string {
  const text = html
    .replace(/<\/(p|h\d|li|blockquote)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  // Whole sentences when they fit: an opened card should not end in the middle of one.
  const sentence = text.slice(0, max).lastIndexOf('. ');
  return sentence > max / 2 ? text.slice(0, sentence + 1) : `${text.slice(0, text.lastIndexOf(' ', max))}…`;
}
