import type { Language } from './language.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 second", "40 seconds", "15 minutes" (and their French): how long a refused client waits. */
export function waitText(language: Language, seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  const minutes = Math.ceil(s / 60);
  if (language === 'fr') return s < 60 ? plural(s, 'seconde', 'secondes') : plural(minutes, 'minute', 'minutes');
  return s < 60 ? plural(s, 'second', 'seconds') : plural(minutes, 'minute', 'minutes');
}
