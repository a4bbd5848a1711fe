import { useMemo, useSyncExternalStore } from 'react';
import { fixedT, i18n, type Namespace, type TFunction } from './i18n';

// The one piece of react-i18next the app used, over our own translator (lib/translator.ts,
// ADR 047): react-i18next and its shim cost ~2.8 KB gzip on every page (docs/decisions/008). Strings
// arrive with their chunk before the components that use them render (lib/i18n.ts), so there
// is no Suspense and no namespace loading here.

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function getLanguage(): string {
  return i18n.language;
}

/**
 * A `t` for one namespace ("common" by default) in the current language. Switching language
 * re-renders every component that uses it, and hands out a new `t` (effects that depend on
 * `t`, such as the page title, run again).
 */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): { t: TFunction<N> } {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t = useMemo(() => fixedT(namespace ?? ('common' as N), language), [language, namespace]);
  return { t };
}
