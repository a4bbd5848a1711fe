import { ICS_IMPORT_MAX_BYTES, type ImportSummary } from '@skilllink/contracts/calendar';
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateFeed, useFeed, useImportIcs, useRevokeFeed } from '../api/feed';
import { CALENDAR_API } from '../api/keys';
import { useImportErrorMessage } from './ics-import-error';

/** Export as .ics, the private subscription address (copy, new, revoke) and import of an .ics file. */
export function IcsPanel() {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const feed = useFeed();
  const createFeed = useCreateFeed();
  const revokeFeed = useRevokeFeed();
  const importIcs = useImportIcs();
  const importErrorMessage = useImportErrorMessage();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  // A refused import stays on screen beside the button (it says which limit applied), not in a passing toast.
  const [importError, setImportError] = useState<string | null>(null);
  const fileId = useId();
  const url = feed.data?.url ?? null;
  // The server keeps only a hash of the token: the address is shown once, when made; later
  // visits only know that one is in force (rotate to see a new one).
  const active = url !== null || feed.data?.active === true;
  const fail = (error: unknown) => toast(errorMessage(error), 'error');

  return (
    <section aria-labelledby="calendar-ics-heading" className="flex flex-col gap-3">
      <h2 id="calendar-ics-heading" className="text-sm font-semibold text-fg">
        {t('ics.heading')}
      </h2>
      <a href={`${CALENDAR_API}/export.ics`} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Download className="size-4" aria-hidden="true" />
        {t('ics.export')}
      </a>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-fg">{t('ics.subscribe')}</h3>
        <p className="text-xs text-muted">{t('ics.subscribeHelp')}</p>
        {active && !url && <p className="text-xs text-fg">{t('ics.activeHidden')}</p>}
        {url && <input readOnly value={url} aria-label={t('ics.subscribe')} className={inputClasses} onFocus={(e) => e.target.select()} />}
        <div className="flex flex-wrap gap-2">
          {url && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => navigator.clipboard.writeText(url).then(() => toast(t('ics.copied'), 'success'), fail)}
            >
              {t('ics.copy')}
            </Button>
          )}
          <Button size="sm" variant="secondary" busy={createFeed.isPending} onClick={() => createFeed.mutate(undefined, { onError: fail })}>
            {active ? t('ics.rotate') : t('ics.create')}
          </Button>
          {active && (
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              busy={revokeFeed.isPending}
              onClick={() => revokeFeed.mutate(undefined, { onError: fail, onSuccess: () => toast(t('ics.revoked'), 'success') })}
            >
              {t('ics.revoke')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className={buttonClasses({ variant: 'secondary', size: 'sm' }) + ' cursor-pointer'}>
          <Upload className="size-4" aria-hidden="true" />
          {importIcs.isPending ? t('ics.importing') : t('ics.import')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".ics,text/calendar"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setImportError(null);
            // Said before sending a megabyte the server would refuse.
            if (file.size > ICS_IMPORT_MAX_BYTES) {
              setSummary(null);
              setImportError(importErrorMessage(new ApiError(413, 'payload_too_large', '')));
              return;
            }
            importIcs.mutate(file, {
              onSuccess: setSummary,
              onError: (error) => {
                setSummary(null);
                setImportError(importErrorMessage(error));
              },
            });
          }}
        />
        {importError && <Alert>{importError}</Alert>}
        {summary && (
          <div role="status" className="rounded-lg border border-border bg-surface-2 p-3 text-sm text-fg">
            <p>{t('ics.imported', { count: summary.imported })}</p>
            <ImportLines heading={t('ics.skipped', { count: summary.skipped.length })} lines={summary.skipped} />
            <ImportLines heading={t('ics.noted', { count: summary.notes?.length ?? 0 })} lines={summary.notes ?? []} />
          </div>
        )}
      </div>
    </section>
  );
}

/** Events the import left out or read differently, each with the reason. */
function ImportLines({ heading, lines }: { heading: string; lines: ImportSummary['skipped'] }) {
  const { t } = useTranslation('calendar');
  if (lines.length === 0) return null;
  return (
    <>
      <p className="mt-1">{heading}</p>
      <ul className="list-disc pl-5">
        {lines.map((s, i) => (
          <li key={i} className="wrap-anywhere">
            {t('ics.skippedItem', { title: s.title, reason: s.reason })}
          </li>
        ))}
      </ul>
    </>
  );
}
