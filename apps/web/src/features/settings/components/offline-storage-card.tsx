import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { numberFormat } from '../../../lib/intl';
import { onSavedLessons, removeLessons, savedLessons, storageEstimate } from '../../../lib/offline-lessons';
import { useTranslation } from '../../../lib/use-translation';
import { currentMemberId } from '../../../lib/write-queue';
import '../i18n';
import { SettingsCard } from './settings-card';

/** "4.2 MB" in the reader's language (binary units, as the course pages show sizes). */
function useBytes() {
  const { t } = useTranslation('settings');
  return (bytes: number) => {
    const mb = bytes / (1024 * 1024);
    if (mb < 1) return t('offlineStorage.kb', { value: numberFormat().format(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))) });
    if (mb < 1024) return t('offlineStorage.mb', { value: numberFormat({ maximumFractionDigits: 1 }).format(mb) });
    return t('offlineStorage.gb', { value: numberFormat({ maximumFractionDigits: 1 }).format(mb / 1024) });
  };
}

/** Lessons saved for offline on this device (ADR 073): how many, the space they take, the browser's estimate, Remove all. */
export function OfflineStorageCard() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const size = useBytes();
  const saved = useSyncExternalStore(onSavedLessons, () => savedLessons(currentMemberId()));
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const bytes = saved.reduce((sum, s) => sum + s.bytes, 0);
  // The browser's own figure moves with what is saved: read again after each change.
  useEffect(() => {
    let live = true;
    void storageEstimate().then((e) => live && setEstimate(e));
    return () => {
      live = false;
    };
  }, [bytes]);

  const removeAll = async () => {
    const member = currentMemberId();
    if (member) await removeLessons(member);
    toast(t('offlineStorage.removed'), 'success');
  };

  return (
    <SettingsCard title={t('offlineStorage.title')} description={t('offlineStorage.description')}>
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium text-fg">
          {saved.length > 0 ? t('offlineStorage.lessons', { count: saved.length, size: size(bytes) }) : t('offlineStorage.empty')}
        </p>
        {estimate && (
          <p className="text-muted">{t('offlineStorage.device', { used: size(estimate.usage), quota: size(estimate.quota) })}</p>
        )}
      </div>
      {saved.length > 0 && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => void removeAll()}>
          {t('offlineStorage.removeAll')}
        </Button>
      )}
    </SettingsCard>
  );
}
