/** The current calendar year, for the footer's copyright line. */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
