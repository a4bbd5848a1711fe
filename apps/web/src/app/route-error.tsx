import { CloudOff } from 'lucide-react';
import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useOnline } from '../lib/use-online';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

/**
 * Offline, a page whose code this device never fetched cannot open (ADR 070): said so, and the
 * page reloads by itself once the server answers again (a failed lazy import stays failed
 * until a reload). Online, a failure is a stale chunk after a deploy or a broken page: Reload.
 */
function RouteErrorMessage({ inShell }: { inShell: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) window.location.reload();
  }, [online]);
  const message = online ? (
    <EmptyState
      title={t('routeError.title')}
      body={t('routeError.body')}
      action={<Button onClick={() => window.location.reload()}>{t('reload')}</Button>}
    />
  ) : (
    <EmptyState
      icon={<CloudOff className="size-8" aria-hidden="true" />}
      title={t('routeError.offlineTitle')}
      body={t('routeError.offlineBody')}
    />
  );
  // Inside the app's shell (its menu and the offline banner stay usable) or on its own.
  if (inShell) return <div role="alert">{message}</div>;
  return <main className="mx-auto flex min-h-dvh max-w-lg items-center px-4">{message}</main>;
}

interface Props {
  /** Changing it (the path) clears the error, so navigating elsewhere recovers. */
  resetKey: string;
  /** Rendered inside the app's layout (the page area), rather than as the whole screen. */
  inShell?: boolean;
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
    return this.state.failed ? <RouteErrorMessage inShell={this.props.inShell ?? false} /> : this.props.children;
  }
}
