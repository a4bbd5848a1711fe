import { Download, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { readStored, writeStored } from '../../lib/storage';
import { installOfferUsed, onWorkerState, visitCount, workerState } from '../../lib/service-worker';
import { useTranslation } from '../../lib/use-translation';

const OFFERED = 'sl-install-offered';

/**
 * The install offer (issue 28 §1): once, from the member's second visit, when the browser says
 * the app can be installed; "Not now" or installing ends it for good on this device.
 */
export function InstallOffer() {
  const { t } = useTranslation('shell');
  const { install } = useSyncExternalStore(onWorkerState, workerState);
  const [shown] = useState(() => readStored(OFFERED) === null && visitCount() >= 2);
  const open = shown && install !== null;
  // Offered is offered: the next visit does not ask again, whatever the member chose.
  useEffect(() => {
    if (open) writeStored(OFFERED, '1');
  }, [open]);
  const [closed, setClosed] = useState(false);
  if (!open || closed) return null;

  const choose = async () => {
    setClosed(true);
    installOfferUsed();
    await install.prompt().catch(() => undefined);
  };
  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-lg sm:inset-x-auto sm:right-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="install-title" className="font-semibold text-fg">
          {t('install.title')}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('install.later')} onClick={() => setClosed(true)}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted">{t('install.body')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void choose()}>
          <Download className="size-4" aria-hidden="true" />
          {t('install.install')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setClosed(true)}>
          {t('install.later')}
        </Button>
      </div>
    </section>
  );
}
