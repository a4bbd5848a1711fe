import { WifiOff } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { dateTimeFormat } from '../../lib/intl';
import { isReachable, onReachability } from '../../lib/connectivity';
import { useTranslation } from '../../lib/use-translation';

const subscribe = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  const stop = onReachability(change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
    stop();
  };
};
/** Online as far as the browser knows, and the server answered the last request. */
const online = () => navigator.onLine && isReachable();

/** When the newest data on this device came from the server (ms), or 0. */
function lastUpdated(queries: Array<{ state: { dataUpdatedAt: number } }>): number {
  return queries.reduce((newest, q) => Math.max(newest, q.state.dataUpdatedAt), 0);
}

/**
 * Says the app is offline (issue 28 §1–2): "Offline — last updated 10:42", what shows is what
 * this device kept, and sending waits.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  if (useSyncExternalStore(subscribe, online, () => true)) return null;
  const at = lastUpdated(queryClient.getQueryCache().getAll());
  const text = at ? t('offlineSince', { time: dateTimeFormat({ hour: '2-digit', minute: '2-digit' }).format(at) }) : t('offline');
  return (
    <p role="status" className="flex items-center gap-2 border-b border-border bg-warning-soft px-4 py-2 text-sm font-medium text-fg">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
