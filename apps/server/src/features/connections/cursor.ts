import { AppError } from '../../platform/errors.js';

/** Where the previous page ended: its last item's time and id. */
export interface PageCursor {
  at: string;
  id: string;
}

// The cursor names the last item of a page by its time and id, base64url-encoded so clients
// treat it as opaque and it travels in a URL as is.
export const encodeCursor = (c: PageCursor): string => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (cursor === undefined) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf('|');
  const at = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !id || Number.isNaN(Date.parse(at))) {
    throw new AppError(
      400,
      'validation_failed',
      'before: Invalid cursor',
      { before: 'Invalid cursor' },
      { key: 'validation_failed.cursor' },
    );
  }
  return { at: new Date(at).toISOString(), id };
}
