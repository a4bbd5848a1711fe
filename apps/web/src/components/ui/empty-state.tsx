import type { ReactNode } from 'react';

/** An honest placeholder: icon, what is (not) here, and optionally the one useful action. */
export function EmptyState({ icon, title, body, action }: { icon?: ReactNode; title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong bg-surface px-6 py-12 text-center">
      {icon && <div className="text-primary">{icon}</div>}
      <p className="text-lg font-semibold text-fg">{title}</p>
      {body && <p className="max-w-md text-sm text-muted">{body}</p>}
      {action}
    </div>
  );
}
