import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** A titled dashboard card, with a "View all" link to the page that has the rest. */
export function DashboardSection({ title, viewAllTo, children }: { title: string; viewAllTo?: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {viewAllTo && (
          <Link
            to={viewAllTo}
            aria-label={t('viewAllLabel', { section: title })}
            className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-primary hover:underline"
          >
            {t('viewAll')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** What an empty section says, with the one action that fills it. */
export function SectionEmpty({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border-strong px-4 py-6 text-center">
      <span className="text-primary">{icon}</span>
      <p className="font-medium text-fg">{title}</p>
      <p className="max-w-sm text-sm text-muted">{body}</p>
      {action}
    </div>
  );
}
