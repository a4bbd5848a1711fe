import { currentLanguage } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl';

// Day first in English too ("3 Nov 2026", as in Ghana), the reader's order in French; in the
// member's own time zone, like every date on their screens.
const locale = () => (currentLanguage() === 'en' ? 'en-GB' : currentLanguage());

/** "3 Nov 2026" / "3 nov. 2026": when a referral was invited, joined or completed. */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** "12 Dec" / "12 déc.": a date in the coming weeks (a reminder, a highlight's end). */
export const formatShortDay = (iso: string) => new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short' }).format(new Date(iso));

/** "+25" / "−100" (a real minus sign), grouped the reader's way. */
export function formatPoints(amount: number): string {
  const figure = numberFormat().format(Math.abs(amount));
  return amount < 0 ? `−${figure}` : `+${figure}`;
}
