import { RotateCw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useTranslation } from '../../../lib/use-translation';
import type { UploadItem } from './use-uploads';
import './i18n';

/** The files on their way: a bar each while they go, their reason if they failed. */
export function UploadList({
  items,
  onRetry,
  onDismiss,
}: {
  items: UploadItem[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation('workspace-files');
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('files.uploadsLabel')} className="flex flex-col gap-2">
      {items.map((item) => {
        const name = item.file.name;
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.key} className="flex flex-col gap-2 rounded-lg border border-border bg-surface px-3 py-2">
            <div className="flex min-w-0 items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-fg" title={name}>
                {name}
              </span>
              {item.status !== 'failed' && (
                <span className="shrink-0 text-xs text-muted tabular-nums">
                  {item.status === 'waiting' ? t('files.waiting') : t('files.uploading', { percent })}
                </span>
              )}
            </div>
            {item.status !== 'failed' && <ProgressBar percent={percent} label={t('files.progressLabel', { name })} />}
            {item.status === 'failed' && (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p role="alert" className="text-sm text-danger">
                  <span className="font-medium">{t('files.failed', { name })}</span> {item.error}
                </p>
                <div className="flex gap-1">
                  {item.retryable && (
                    <Button size="sm" variant="secondary" aria-label={t('files.retryLabel', { name })} onClick={() => onRetry(item.key)}>
                      <RotateCw className="size-4" aria-hidden="true" />
                      {t('files.retry')}
                    </Button>
                  )}
                  <Button size="icon" variant="ghost" aria-label={t('files.dismissLabel', { name })} onClick={() => onDismiss(item.key)}>
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
