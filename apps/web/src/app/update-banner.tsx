import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../components/ui/button';
import { onWorkerState, workerState } from '../lib/service-worker';
import { useTranslation } from '../lib/use-translation';

/**
 * "A new version is ready — Reload" (issue 28 §1): a new service worker waits until the member
 * chooses, so nothing changes under a form they are filling in. On every page of the app.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const { update } = useSyncExternalStore(onWorkerState, workerState);
  if (!update) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-3 shadow-lg sm:inset-x-auto sm:right-4"
    >
      <p className="text-sm font-medium text-fg">{t('update.ready')}</p>
      <Button size="sm" onClick={update}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('update.reload')}
      </Button>
    </div>
  );
}
