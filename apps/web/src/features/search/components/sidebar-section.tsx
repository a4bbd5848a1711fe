import { useId, type ReactNode } from 'react';

/** A titled card of the search page's side column. */
export function SidebarSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      {/* The column is 18rem: at text-lg "Recent searches" and "Clear all" both broke onto two
          lines. A card title in the side column reads well at 16 px, and the action never wraps. */}
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="min-w-0 text-base font-semibold text-fg">
          {title}
        </h2>
        {action && <div className="shrink-0 whitespace-nowrap">{action}</div>}
      </div>
      {children}
    </section>
  );
}
