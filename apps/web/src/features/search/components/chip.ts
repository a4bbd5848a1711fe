/** A pressable chip (a suggested filter, a popular search, a trending skill): 44 px tall to tap. */
export const chipClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-4 text-sm font-medium text-fg ' +
  'hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary';
