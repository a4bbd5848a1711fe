import type { TFunction } from '../../../lib/i18n';

/** "Chrome 131 on Android 14", or what is known of it. */
export function deviceLabel(t: TFunction<'settings'>, d: { browser: string | null; os: string | null }): string {
  if (d.browser && d.os) return t('device.browserOn', { browser: d.browser, os: d.os });
  return d.browser ?? d.os ?? t('device.unknown');
}
