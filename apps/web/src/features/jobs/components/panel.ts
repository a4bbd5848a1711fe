/** The side column's boxes (and the detail's sections): one look for each panel. */
export const panel = 'flex flex-col gap-3 rounded-xl border border-border bg-surface p-4';
