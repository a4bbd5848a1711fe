import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
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

/** Says the app is offline (issue 28 §1): what shows is what this device kept, and sending waits. */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  if (useSyncExternalStore(subscribe, online, () => true)) return null;
  return (
    <p role="status" className="flex items-center gap-2 border-b border-border bg-warning-soft px-4 py-2 text-sm font-medium text-fg">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t('offline')}
    </p>
  );
}
