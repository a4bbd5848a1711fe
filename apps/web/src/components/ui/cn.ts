/** Joins class names, skipping falsy ones (enough for us; no merge library needed). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
