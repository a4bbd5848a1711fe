import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { formatFullDate } from '../../../lib/relative-time';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useIdentities, useUnlink } from '../api/identities';
import '../i18n';
import { SettingsCard } from './settings-card';

const NAMES = { google: 'Google', linkedin: 'LinkedIn' } as const;

/** Google or LinkedIn accounts that sign in to this one; unlinking needs a password to fall back on. */
export function IdentitiesCard() {
  const { t } = useTranslation('settings');
  const identities = useIdentities();
  const unlink = useUnlink();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  return (
    <SettingsCard title={t('identities.title')} description={t('identities.description')}>
      <QueryState
        query={identities}
        variant="inline"
        errorTitle={t('identities.loadFailed')}
        isEmpty={(data) => data.identities.length === 0}
        empty={<p className="text-sm text-muted">{t('identities.empty')}</p>}
      >
        {({ identities: list, hasPassword }) => (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {list.map((i) => (
                <li key={i.provider} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-fg">{NAMES[i.provider]}</span>
                    <span className="text-sm break-words text-muted">
                      {i.email} · {t('identities.linkedOn', { date: formatFullDate(i.linkedAt) })}
                    </span>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={!hasPassword}
                    busy={unlink.isPending && unlink.variables === i.provider}
                    onClick={() =>
                      unlink.mutate(i.provider, {
                        onSuccess: () => toast(t('identities.unlinked', { provider: NAMES[i.provider] }), 'success'),
                        onError: (error) => toast(errorMessage(error), 'error'),
                      })
                    }
                  >
                    {t('identities.unlink', { provider: NAMES[i.provider] })}
                  </Button>
                </li>
              ))}
            </ul>
            {!hasPassword && <p className="text-sm text-muted">{t('identities.needPassword')}</p>}
          </>
        )}
      </QueryState>
    </SettingsCard>
  );
}
