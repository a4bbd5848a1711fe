import type { ActiveSession } from '@skilllink/contracts/account';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useActiveSessions, useEndOtherSessions, useEndSession } from '../api/security';
import '../i18n';
import { deviceLabel } from './device-label';
import { SettingsCard } from './settings-card';

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Monitor };

/** Where the member is signed in, with a sign-out for each other device and one for all of them. */
export function SessionsCard() {
  const { t } = useTranslation('settings');
  const sessions = useActiveSessions();
  const endOthers = useEndOtherSessions();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);

  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast(t('sessions.endedOthers', { count: ended }), 'success'),
      onError: (error) => toast(errorMessage(error), 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <SettingsCard title={t('sessions.title')} description={t('sessions.description')}>
      <QueryState query={sessions} variant="inline" errorTitle={t('sessions.loadFailed')}>
        {(list) => (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {list.map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
            {list.length > 1 && (
              <div>
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t('sessions.endOthers')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
      {confirming && (
        <ConfirmDialog
          title={t('sessions.endOthersTitle')}
          body={t('sessions.endOthersBody')}
          confirm={t('sessions.endOthers')}
          cancel={t('cancel')}
          tone="danger"
          busy={endOthers.isPending}
          onConfirm={onEndOthers}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsCard>
  );
}

function SessionRow({ session: s }: { session: ActiveSession }) {
  const { t } = useTranslation('settings');
  const end = useEndSession();
  const toast = useToast();
  const Icon = ICONS[s.device];
  const label = deviceLabel(t, s);
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          {label}
          {s.current && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t('sessions.thisDevice')}</span>
          )}
        </p>
        <p className="text-sm break-words text-muted">{s.place ? `${s.place} · ${s.ip ?? ''}` : (s.ip ?? t('sessions.unknownAddress'))}</p>
        <p className="text-sm text-muted">
          {t('sessions.lastActive')} <RelativeTime iso={s.lastActiveAt} className="text-sm" />
        </p>
      </div>
      {!s.current && (
        <Button
          size="sm"
          variant="secondary"
          busy={end.isPending}
          aria-label={t('sessions.endOneLabel', { device: label })}
          onClick={() => end.mutate(s.id, { onSuccess: () => toast(t('sessions.ended', { device: label }), 'success') })}
        >
          {t('sessions.endOne')}
        </Button>
      )}
    </li>
  );
}
