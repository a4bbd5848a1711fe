import { FileText, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { formatSize, isImageFile } from '../attachment-files';
import '../i18n';

/** A preview of a local file while it is shown (the object URL is let go after). */
function usePreview(file: Blob | undefined): string | null {
  const url = useMemo(() => (file && isImageFile(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/**
 * A file about to go or going (the composer's chips, a pending bubble): a thumbnail for a
 * photo, its name and size, how much of it is up while it uploads, and × to remove it.
 */
export function FileChip({
  name,
  size,
  file,
  sent,
  onRemove,
  className,
}: {
  name: string;
  size: number;
  /** The bytes, for a photo's thumbnail (read from the device: no data spent). */
  file?: Blob;
  /** Bytes up so far, while uploading. */
  sent?: number;
  onRemove?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('messages');
  const preview = usePreview(file);
  const percent = sent === undefined || size === 0 ? null : Math.min(100, Math.round((sent / size) * 100));
  return (
    <div className={cn('flex max-w-full min-w-0 items-center gap-2 rounded-lg border border-border bg-surface p-1.5 text-fg', className)}>
      {preview ? (
        <img src={preview} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" />
      ) : (
        <FileText className="size-6 shrink-0 text-muted" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 text-xs">
        <p className="truncate font-medium">{name}</p>
        <p className="text-muted tabular-nums">{formatSize(t, size)}</p>
        {percent !== null && (
          <div
            role="progressbar"
            aria-label={t('attachments.uploading', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-1 w-full overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      {onRemove && (
        <Button type="button" variant="ghost" size="icon" aria-label={t('attachments.remove', { name })} onClick={onRemove}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
