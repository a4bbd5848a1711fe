import { lazy, type ComponentType } from 'react';
import { translationsReady } from '../lib/i18n';

/**
 * React.lazy that also waits for the strings the chunk registered (a French visitor's
 * namespace file), so a page never flashes English before switching.
 */
export function lazyPage<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const module = await load();
    await translationsReady();
    return module;
  });
}
