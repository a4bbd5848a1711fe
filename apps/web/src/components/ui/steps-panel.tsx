import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

export interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

/** A "How It Works" panel: a titled, numbered list of steps, each with its icon (certificates, referrals). */
export function StepsPanel({ title, steps }: { title: string; steps: readonly Step[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <ol className="flex flex-col gap-4">
        {steps.map(({ icon: Icon, title: stepTitle, body }, i) => (
          <li key={stepTitle} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-fg">
                <span className="sr-only">{i + 1}. </span>
                {stepTitle}
              </p>
              <p className="text-sm text-muted">{body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
