import { useTranslation } from '../../lib/use-translation';
import { cn } from './cn';
import { Spinner } from './spinner';

interface PageLoadingProps {
  /** The screen's own loading text ("Loading activity..."); the common "Loading..." otherwise. */
  label?: string;
  /** Replaces the default height, for loaders inside a panel, a dialog or a pane. */
  className?: string;
}

/**
 * A spinner and what is loading, announced politely. Inside a layout while the page's code
 * downloads (the frame stays, the content says so), and through QueryState while a query has
 * nothing to show yet: one loader, so every screen waits the same way.
 */
export function PageLoading({ label, className }: PageLoadingProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted', className ?? 'min-h-48')}>
      <Spinner className="size-5 text-primary" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
