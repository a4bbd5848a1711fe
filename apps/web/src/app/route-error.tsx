import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center px-4">
      <EmptyState
        title={t('routeError.title')}
        body={t('routeError.body')}
        action={<Button onClick={() => window.location.reload()}>{t('reload')}</Button>}
      />
    </main>
  );
}

interface Props {
  /** Changing it (the path) clears the error, so navigating elsewhere recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/**
 * Last resort for a page that failed to render or load (typically a stale chunk after a
 * deploy, or no network): an honest message and a reload, never a stack trace.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
