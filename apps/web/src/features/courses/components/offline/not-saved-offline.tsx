import { CloudOff } from 'lucide-react';
import { useTranslation } from '../../../../lib/use-translation';
import '../../i18n';

/** In place of the player, offline, for a lesson not saved on this device: a clear word, not a broken video. */
export function NotSavedOffline() {
  const { t } = useTranslation('courses');
  return (
    <div
      role="status"
      className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface-2 p-6 text-center"
    >
      <CloudOff className="size-8 text-muted" aria-hidden="true" />
      <p className="font-semibold text-fg">{t('offline.notSaved')}</p>
      <p className="max-w-sm text-sm text-muted">{t('offline.notSavedBody')}</p>
    </div>
  );
}
