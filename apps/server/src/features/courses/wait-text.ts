/**
 * "5 h 12 min", "3 min": how long until a refused action opens again, in the English of error
 * messages (the web renders the same wait from the ISO time in the reader's language).
 * Rounded up to the minute, so "0 min" is never said.
 */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
