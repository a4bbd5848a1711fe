import { currentLanguage } from '../../lib/i18n';

// Intl formatters are costly to build; keep one per language and style.
const cache = new Map<string, Intl.NumberFormat>();
function formatter(style: 'compact' | 'growth' | 'count'): Intl.NumberFormat {
  const language = currentLanguage();
  const key = `${language}:${style}`;
  let f = cache.get(key);
  if (!f) {
    f =
      style === 'compact'
        ? new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })
        : style === 'growth'
          ? new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 })
          : new Intl.NumberFormat(language);
    cache.set(key, f);
  }
  return f;
}

/** 1,234,567 → "1.2M" (English) or "1,2 M" (French). */
export const compactNumber = (n: number): string => formatter('compact').format(n);

/** 32 → "+32%", −5 → "−5%", 0 → "0%". */
export const growthText = (percent: number): string => formatter('growth').format(percent / 100);

/** 1234 → "1,234": full numbers where there is room. */
export const fullNumber = (n: number): string => formatter('count').format(n);
