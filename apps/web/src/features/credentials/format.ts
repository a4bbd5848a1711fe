import { currentLanguage } from '../../lib/i18n';

/**
 * "20 November 2026" / "20 novembre 2026": day first and in UTC, as the certificate page and
 * its PDF show the same dates (British English, not the US order).
 */
export const formatCredentialDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : currentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** A link target from the credential, only when it is a web address (never `javascript:` or the like). */
export function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
