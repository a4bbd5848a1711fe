/** Link style shared by the sign-in pages. */
export const authLinkClass = 'font-medium text-primary underline-offset-4 hover:underline';

import type { ReactNode } from 'react';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
      {subtitle && <p className="text-muted">{subtitle}</p>}
    </div>
  );
}
