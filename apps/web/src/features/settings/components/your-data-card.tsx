import { DELETION_GRACE_DAYS, EXPORT_LINK_DAYS, type DataExport } from '@skilllink/contracts/your-data';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { dateTimeFormat } from '../../../lib/intl';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import {
  useCancelDeletion,
  useDataExport,
  useDownloadExport,
  useRequestExport,
  useScheduleDeletion,
  useScheduledDeletion,
} from '../api/your-data';
import '../i18n';
import { PasswordPrompt } from './password-prompt';
import { SettingsCard } from './settings-card';

const day = (iso: string) => dateTimeFormat({ dateStyle: 'long' }).format(new Date(iso));

/** Settings → Your data (ADR 062): a copy of everything by e-mailed link, and deleting the account. */
export function YourDataCard() {
  return (
    <>
      <EmailedLink />
      <ExportCard />
      <DeletionCard />
    </>
  );
}

function ExportStatus({ status }: { status: DataExport }) {
  const { t } = useTranslation('settings');
  if (status.status === 'pending') return <p className="text-sm text-fg">{t('data.export.pending')}</p>;
  if (status.status === 'ready') return <p className="text-sm text-fg">{t('data.export.ready', { date: day(status.expiresAt!) })}</p>;
  if (status.status === 'expired') return <p className="text-sm text-muted">{t('data.export.expired')}</p>;
  return null;
}

/**
 * The e-mailed link leads here (?token=…), after signing in if need be: the file is fetched with
 * it, so a link that expired or is someone else's is said in words, not shown as raw JSON.
 */
function EmailedLink() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const download = useDownloadExport();
  const token = params.get('token');
  if (!token) return null;
  const forget = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  return (
    <SettingsCard title={t('data.link.title')} description={t('data.link.description')}>
      {download.isError && <Alert>{errorMessage(download.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          busy={download.isPending}
          onClick={() =>
            download.mutate(token, {
              onSuccess: () => {
                toast(t('data.link.started'), 'success');
                forget();
              },
            })
          }
        >
          {t('data.link.download')}
        </Button>
        <Button variant="secondary" onClick={forget}>
          {t('data.link.dismiss')}
        </Button>
      </div>
    </SettingsCard>
  );
}

function ExportCard() {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const status = useDataExport();
  const request = useRequestExport();
  const current = status.data;
  const waiting = current?.status === 'pending' || Boolean(current?.nextAllowedAt);
  return (
    <SettingsCard title={t('data.export.title')} description={t('data.export.description', { days: EXPORT_LINK_DAYS })}>
      {request.isError && <Alert>{errorMessage(request.error)}</Alert>}
      {current && <ExportStatus status={current} />}
      {current?.nextAllowedAt && current.status !== 'pending' && (
        <p className="text-sm text-muted">
          {t('data.export.again', { time: dateTimeFormat({ timeStyle: 'short' }).format(new Date(current.nextAllowedAt)) })}
        </p>
      )}
      <div>
        <Button onClick={() => request.mutate()} busy={request.isPending} disabled={!current || waiting}>
          {t('data.export.download')}
        </Button>
      </div>
    </SettingsCard>
  );
}

function DeletionCard() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const scheduled = useScheduledDeletion();
  const schedule = useScheduleDeletion();
  const cancel = useCancelDeletion();
  const [asking, setAsking] = useState(false);

  function close() {
    setAsking(false);
    schedule.reset();
  }

  return (
    <SettingsCard title={t('data.delete.title')} description={t('data.delete.description', { days: DELETION_GRACE_DAYS })}>
      {cancel.isError && <Alert>{errorMessage(cancel.error)}</Alert>}
      {scheduled.data ? (
        <div className="flex flex-col gap-3 rounded-lg border border-danger p-4" role="status">
          <p className="text-sm text-fg">{t('data.delete.scheduled', { date: day(scheduled.data) })}</p>
          <div>
            <Button
              variant="secondary"
              busy={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => toast(t('data.delete.cancelled'), 'success') })}
            >
              {t('data.delete.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="rounded-lg border border-danger p-4">
          <Button variant="danger" onClick={() => setAsking(true)} disabled={scheduled.isPending}>
            {t('data.delete.start')}
          </Button>
        </div>
      )}
      {asking && (
        <Dialog open onOpenChange={(open) => !open && !schedule.isPending && close()}>
          <DialogContent title={t('data.delete.confirmTitle')} description={t('data.delete.confirmBody', { days: DELETION_GRACE_DAYS })}>
            <PasswordPrompt
              label={t('data.delete.confirmTitle')}
              submit={t('data.delete.confirm')}
              busy={schedule.isPending}
              error={schedule.error}
              danger
              onSubmit={(password) => schedule.mutate(password, { onSuccess: () => setAsking(false) })}
              onCancel={close}
            />
          </DialogContent>
        </Dialog>
      )}
    </SettingsCard>
  );
}
