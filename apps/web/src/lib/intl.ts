import { currentLanguage } from './i18n';

// The first Intl number or date formatter a page creates loads ICU's locale data: 40–90 ms on
// a phone-class CPU (4× slowdown), 10–20 ms on a desktop, once per page load; later ones cost
// ~0.05 ms. Created inside a render, that first one lengthened the render after the data came
// in by as much (the sidebar's Skill Match percent, a time's title; issue 21). So the formatters
// are shared and made once per language and options, and warmIntl() pays ICU's start-up in
// tasks of its own before any render asks for it.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, options: object, make: (language: string) => F): F {
  const language = currentLanguage();
  const key = `${language} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make(language);
    cache.set(key, format);
  }
  return format;
}

/** Intl.NumberFormat for the current language, shared by every caller with the same options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, options, (language) => new Intl.NumberFormat(language, options));
}

/** Intl.DateTimeFormat for the current language, shared by every caller with the same options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, options, (language) => new Intl.DateTimeFormat(language, options));
}

/** The full date and time ("Nov 27, 2026, 7:40 PM"), for the title beside a relative time. */
export const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * ICU's start-up cut into steps that each stay under the 50 ms of a long task at 4× CPU
 * (measured in Chromium 156: ~15, ~30, ~5 and ~10 ms; a date or number formatter made first
 * takes 45–85 ms in one piece). Each step loads data the next one then finds ready.
 */
const WARM_STEPS: Array<() => unknown> = [
  () => new Intl.Locale(currentLanguage()).maximize(),
  () => new Intl.Collator(currentLanguage()).compare('a', 'b'),
  () => numberFormat().format(0),
  () => dateTimeFormat(FULL_DATE).format(0),
];

/**
 * Starts ICU right after the next frame is painted, one step per task, while the page waits for
 * its code and data, so that no render pays for it. An idle callback came too late: on a
 * phone-class CPU the main thread is rarely idle before the first data renders. Safe to call
 * more than once.
 */
export function warmIntl(): void {
  const next = (step: number) => {
    const run = WARM_STEPS[step];
    if (!run) return;
    setTimeout(() => {
      run();
      next(step + 1);
    });
  };
  requestAnimationFrame(() => next(0));
}
