import type { Timestamp } from './column-types.js';

/** The public site's texts (migration 20261217-001, features/public-site). */
export interface PublicContentTable {
  kind: string;
  slug: string;
  language: string;
  /** The file's front matter, checked, as JSON. */
  meta: string;
  html: string;
  /** YYYY-MM-DD: a page's last update, an article's or story's publication. */
  date: string;
  hash: string;
  loadedAt: Timestamp;
}
