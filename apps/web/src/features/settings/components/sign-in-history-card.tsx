import type { SignInEvent } from '@skilllink/contracts/account';
import { CheckCircle2, XCircle, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { formatFullDate } from '../../../lib/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { useSignInHistory } from '../api/security';
import '../i18n';
import { deviceLabel } from './device-label';
import { SettingsCard } from './settings-card';

const PAGE = 20;

const ICON: Record<SignInEvent['outcome'], typeof CheckCircle2> = {
  succeeded: CheckCircle2,
  second_step_needed: KeyRound,
  wrong_password: XCircle,
  wrong_code: XCircle,
};

/** The last 90 days of attempts to sign in: successes and failures, newest first. */
export function SignInHistoryCard() {
  const { t } = useTranslation('settings');
  const history = useSignInHistory();
  const [shown, setShown] = useState(PAGE);
  return (
    <SettingsCard title={t('history.title')} description={t('history.description')}>
      <QueryState
        query={history}
        variant="inline"
        errorTitle={t('history.loadFailed')}
        isEmpty={(events) => events.length === 0}
        empty={<p className="text-sm text-muted">{t('history.empty')}</p>}
      >
        {(events) => (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {events.slice(0, shown).map((e) => {
                const Icon = ICON[e.outcome];
                const failed = e.outcome === 'wrong_password' || e.outcome === 'wrong_code';
                return (
                  <li key={e.id} className="flex items-start gap-3 py-3">
                    <Icon
                      className={failed ? 'mt-0.5 size-5 shrink-0 text-danger' : 'mt-0.5 size-5 shrink-0 text-success'}
                      aria-hidden="true"
                    />
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <p className="font-medium text-fg">
                        {t(`history.outcome.${e.outcome}`)} · {t(`history.method.${e.method}`)}
                      </p>
                      <p className="text-sm break-words text-muted">
                        {deviceLabel(t, e)} · {e.place ? `${e.place} · ` : ''}
                        {e.ip}
                      </p>
                      <p className="text-sm text-muted">
                        <time dateTime={e.at}>{formatFullDate(e.at)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            {events.length > shown && (
              <div>
                <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                  {t('history.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </SettingsCard>
  );
}
