import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A titled card; the owner gets the section's Add button in its header. */
export function Section({
  title,
  addLabel,
  onAdd,
  children,
  footer,
}: {
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        {onAdd && addLabel && (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" />
            {addLabel}
          </Button>
        )}
      </div>
      {children}
      {footer}
    </section>
  );
}

/** What an empty section says: an invitation on your own profile, a plain fact on someone else's. */
export function Empty({ title, body }: { title: string; body?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-border-strong px-4 py-6 text-center">
      <p className="font-medium text-fg">{title}</p>
      {body && <p className="text-sm text-muted">{body}</p>}
    </div>
  );
}
