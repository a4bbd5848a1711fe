import { CV_MAX_BYTES, CV_TYPE } from '@skilllink/contracts/job-constants';
import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileField, fileProblem, uploadProblem, type FileProblem } from '../../../components/ui/file-field';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { useUploadCv } from '../api/upload-cv';
import '../i18n';

const PROBLEM_KEY = { tooLarge: 'cv.tooLarge', wrongType: 'cv.notPdf' } as const satisfies Record<FileProblem, string>;

/** An optional PDF CV, uploaded as soon as it is chosen so submitting stays one quick request. */
export function CvField({ onChange }: { onChange: (cvId: string | null) => void }) {
  const { t } = useTranslation('jobs');
  const upload = useUploadCv();
  const [attached, setAttached] = useState<{ name: string; size: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(file: File) {
    setError(null);
    const problem = fileProblem(file, { maxBytes: CV_MAX_BYTES, types: [CV_TYPE] });
    if (problem) return setError(t(PROBLEM_KEY[problem]));
    upload.mutate(file, {
      onSuccess: (cv) => {
        setAttached({ name: file.name, size: cv.size });
        onChange(cv.id);
      },
      onError: (err) => {
        const refused = uploadProblem(err);
        setError(t(refused ? PROBLEM_KEY[refused] : 'cv.failed'));
      },
    });
  }

  function remove() {
    setAttached(null);
    onChange(null);
  }

  const kilobytes = attached && numberFormat({ maximumFractionDigits: 0 }).format(attached.size / 1024);
  return (
    <FileField
      label={t('cv.label')}
      hint={upload.isPending ? t('cv.uploading') : t('cv.hint')}
      error={error}
      accept={`${CV_TYPE},.pdf`}
      busy={upload.isPending}
      onFile={choose}
      replacement={
        attached && (
          <div className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 wrap-anywhere">{t('cv.attached', { name: attached.name, size: kilobytes })}</span>
            <Button type="button" variant="ghost" size="icon" onClick={remove} aria-label={t('cv.remove', { name: attached.name })}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
        )
      }
    />
  );
}
