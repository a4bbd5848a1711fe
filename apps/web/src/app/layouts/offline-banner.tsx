import { WifiOff } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { dateTimeFormat } from '../../lib/intl';
import { useOnline } from '../../lib/use-online';
import { useTranslation } from '../../lib/use-translation';

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
  if (useOnline()) return null;
  const at = lastUpdated(queryClient.getQueryCache().getAll());
  const text = at ? t('offlineSince', { time: dateTimeFormat({ hour: '2-digit', minute: '2-digit' }).format(at) }) : t('offline');
  return (
    <p role="status" className="flex items-center gap-2 border-b border-border bg-warning-soft px-4 py-2 text-sm font-medium text-fg">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
