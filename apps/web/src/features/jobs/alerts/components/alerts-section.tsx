import type { JobAlert } from '@skilllink/contracts/jobs';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { QueryState } from '../../../../components/ui/query-state';
import { RelativeTime } from '../../../../components/ui/relative-time';
import { Switch } from '../../../../components/ui/switch';
import { useToast } from '../../../../components/ui/toast';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useAlerts, useDeleteAlert, useSetAlertEmails } from '../api/alerts';
import '../i18n';

/**
 * The member's job alerts (on the Saved tab): each search opens the tab it came from, Delete
 * removes it, and one switch turns the daily digest e-mail on or off (its unsubscribe link
 * turns it off too).
 */
export function AlertsSection() {
  const { t } = useTranslation('jobAlerts');
  const id = useId();
  const alerts = useAlerts();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useDeleteAlert();
  const emails = useSetAlertEmails();

  const drop = (alert: JobAlert) =>
    remove.mutate(alert.id, {
      onSuccess: () => toast(t('deleted', { name: alert.name }), 'success'),
      onError: (error) => toast(errorMessage(error), 'error'),
    });
  const setEmails = (enabled: boolean) =>
    emails.mutate(
      { enabled },
      {
        onSuccess: () => toast(t(enabled ? 'emailsOn' : 'emailsOff'), 'success'),
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4 flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {t('section.title')}
        </h2>
        {alerts.data && (
          <span className="text-sm text-muted tabular-nums">
            {t('section.count', { count: alerts.data.items.length, max: alerts.data.max })}
          </span>
        )}
      </div>
      <p className="text-sm text-muted">{t('section.intro')}</p>
      <QueryState
        query={alerts}
        variant="inline"
        loading={
          <p
            className="h-11 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none"
            role="status"
            aria-label={t('section.loading')}
          />
        }
        errorTitle={t('section.error')}
      >
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <p className="text-sm text-fg">{t('section.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {data.items.map((alert) => (
                  <li key={alert.id} className="flex items-center gap-3 py-2">
                    <div className="min-w-0 flex-1">
                      <Link to={alert.path} className="font-medium wrap-anywhere text-fg hover:underline">
                        {alert.name}
                      </Link>
                      <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted">
                        <span>{t(`kinds.${alert.search.kind}`)}</span>
                        <span aria-hidden="true">·</span>
                        <RelativeTime iso={alert.createdAt} />
                      </p>
                    </div>
                    <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { name: alert.name })} onClick={() => drop(alert)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{t('delete')}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex items-center justify-between gap-3 border-t border-border pt-2">
              <label htmlFor={`${id}-emails`} className="text-sm text-fg">
                {t('emails')}
              </label>
              <Switch id={`${id}-emails`} checked={data.emails} onCheckedChange={setEmails} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
