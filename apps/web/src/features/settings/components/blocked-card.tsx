import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useBlockedMembers, useUnblock } from '../api/privacy';
import '../i18n';
import { SettingsCard } from './settings-card';

/** The members this member blocked, each with Unblock. */
export function BlockedCard() {
  const { t } = useTranslation('settings');
  const blocked = useBlockedMembers();
  const unblock = useUnblock();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  return (
    <SettingsCard title={t('blocked.title')} description={t('blocked.description')}>
      <QueryState
        query={blocked}
        variant="inline"
        errorTitle={t('blocked.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-muted">{t('blocked.empty')}</p>}
      >
        {(list) => (
          <ul className="flex flex-col divide-y divide-border">
            {list.map((m) => {
              const name = `${m.firstName} ${m.lastName}`;
              return (
                <li key={m.id} className="flex items-center gap-3 py-3">
                  <Avatar id={m.id} firstName={m.firstName} lastName={m.lastName} src={m.avatar} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-fg">{name}</span>
                    {m.title && <span className="truncate text-sm text-muted">{m.title}</span>}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('blocked.unblockLabel', { name })}
                    onClick={() =>
                      unblock.mutate(m.id, {
                        onSuccess: () => toast(t('blocked.unblocked', { name }), 'success'),
                        onError: (error) => toast(errorMessage(error), 'error'),
                      })
                    }
                  >
                    {t('blocked.unblock')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </SettingsCard>
  );
}
