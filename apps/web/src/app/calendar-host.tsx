import { useQueryClient } from '@tanstack/react-query';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useTranslation } from '../lib/use-translation';
// The calendar's strings, with its loading and error texts, come with this (lazily loaded) host.
import '../features/calendar/i18n';

// The calendar and FullCalendar are one chunk, fetched when the calendar first opens: no other
// page downloads any of it (docs/decisions/020-calendar-grid.md; the bench checks it with
// scripts/bench/bundle-size.mjs).
const CalendarScreen = lazy(() => import('../features/calendar/components/calendar-screen'));

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** A render or load failure shows "Calendar Error" with Try Again, never a stack. */
class CalendarErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <CalendarErrorMessage
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

function CalendarErrorMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('calendar');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <h2 className="text-xl font-semibold text-fg">{t('host.errorTitle')}</h2>
      <p className="text-muted">{t('host.errorMessage')}</p>
      <Button onClick={onRetry}>{t('host.tryAgain')}</Button>
    </div>
  );
}

function CalendarLoading() {
  const { t } = useTranslation('calendar');
  return (
    <div role="status" className="flex h-full min-h-64 items-center justify-center gap-3 text-muted">
      <Spinner className="size-5" />
      {t('host.loading')}
    </div>
  );
}

/** The calendar with its loading text and error boundary, for the modal and for /app/calendar. */
export function CalendarHost({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation('calendar');
  const queryClient = useQueryClient();
  return (
    <CalendarErrorBoundary onRetry={() => void queryClient.resetQueries({ queryKey: ['calendar'] })}>
      <Suspense fallback={<CalendarLoading />}>
        <CalendarScreen onClose={onClose} closeLabel={t('host.close')} />
      </Suspense>
    </CalendarErrorBoundary>
  );
}
