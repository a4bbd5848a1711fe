import { CV_MAX_BYTES, CV_TYPE } from '@skilllink/contracts/job-constants';
import { FileText, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { numberFormat } from '../../../lib/intl';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useUploadCv } from '../api/upload-cv';
import '../i18n';

/**
 * An optional PDF CV, uploaded as soon as it is chosen so submitting stays one quick request.
 * Size and type are checked here for a fast answer; the server checks the content itself.
 */
export function CvField({ onChange }: { onChange: (cvId: string | null) => void }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const upload = useUploadCv();
  const [attached, setAttached] = useState<{ name: string; size: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > CV_MAX_BYTES) return setError(t('cv.tooLarge'));
    if (file.type && file.type !== CV_TYPE) return setError(t('cv.notPdf'));
    upload.mutate(file, {
      onSuccess: (cv) => {
        setAttached({ name: file.name, size: cv.size });
        onChange(cv.id);
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.status === 413
            ? t('cv.tooLarge')
            : err instanceof ApiError && err.status === 415
              ? t('cv.notPdf')
              : t('cv.failed'),
        ),
    });
  }

  function remove() {
    setAttached(null);
    onChange(null);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {t('cv.label')}
      </span>
      {attached ? (
        <div className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg">
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1 wrap-anywhere">
            {t('cv.attached', { name: attached.name, size: numberFormat({ maximumFractionDigits: 0 }).format(attached.size / 1024) })}
          </span>
          <Button type="button" variant="ghost" size="icon" onClick={remove} aria-label={t('cv.remove', { name: attached.name })}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <input
          id={id}
          type="file"
          accept={`${CV_TYPE},.pdf`}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={upload.isPending}
          onChange={choose}
          className="text-sm text-fg file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border-strong file:bg-surface file:px-3 file:text-sm file:font-medium file:text-fg"
        />
      )}
      <p id={`${id}-hint`} className="text-sm text-muted">
        {upload.isPending ? t('cv.uploading') : t('cv.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
