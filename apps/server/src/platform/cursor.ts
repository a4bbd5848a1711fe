import { AppError } from './errors.js';

/** Where the previous page ended: its last item's time (ISO) and id. */
export interface PageCursor {
  at: string;
  id: string;
}

/** The one answer to a `before` that this server did not write. */
export const invalidCursor = () =>
  new AppError(400, 'validation_failed', 'before: Invalid cursor', { before: 'Invalid cursor' }, { key: 'validation_failed.cursor' });

// A cursor names the last item of a page by its time and id, base64url-encoded so clients
// treat it as opaque and it travels in a URL as is.
export const encodeCursor = (c: PageCursor): string => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

/** The page boundary a client sent back (undefined: the first page); anything else is a 400. */
export function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (cursor === undefined) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf('|');
  const at = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !id || Number.isNaN(Date.parse(at))) throw invalidCursor();
  return { at: new Date(at).toISOString(), id };
}
