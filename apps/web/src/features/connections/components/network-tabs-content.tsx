import { Compass, Plus, UserCheck, Users } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { useDiscover } from '../api/get-discover';
import { useFollowing } from '../api/get-following';
import { useNetwork } from '../api/get-network';
import type { CardHandlers } from '../person';
import { PeopleList } from './people-list';
import '../i18n';

interface TabProps {
  handlers: CardHandlers;
  /** Opens the Discover tab: the one action that fills an empty network. */
  onDiscover: () => void;
}

/** My Network: my connections, newest first, 20 at a time. */
export function NetworkTab({ handlers, onDiscover }: TabProps) {
  const { t } = useTranslation('connections');
  const network = useNetwork();
  const people = network.data?.pages.flatMap((page) => page.items);
  return (
    <PeopleList
      people={people}
      label={t('network.listLabel')}
      titled
      handlers={handlers}
      state={network}
      fallback="connected"
      errorTitle={t('network.error')}
      errorBody={t('network.errorBody')}
      empty={
        <EmptyState
          icon={<Users className="size-8" aria-hidden="true" />}
          title={t('network.empty')}
          body={t('network.emptyBody')}
          action={
            <Button size="sm" onClick={onDiscover}>
              <Compass className="size-4" aria-hidden="true" />
              {t('network.emptyAction')}
            </Button>
          }
        />
      }
      more={network}
    />
  );
}

/** Discover: members not yet connected, best skill match first (the server ranks them). */
export function DiscoverTab({ handlers }: Pick<TabProps, 'handlers'>) {
  const { t } = useTranslation('connections');
  const discover = useDiscover();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('discover.intro')}</p>
      <PeopleList
        people={discover.data?.items}
        label={t('discover.listLabel')}
        titled
        handlers={handlers}
        state={discover}
        errorTitle={t('discover.error')}
        errorBody={t('discover.errorBody')}
        empty={
          <EmptyState
            icon={<Compass className="size-8" aria-hidden="true" />}
            title={t('discover.empty')}
            body={t('discover.emptyBody')}
            action={
              <Link to="/app/profile?tab=skills" className={buttonClasses({ size: 'sm' })}>
                <Plus className="size-4" aria-hidden="true" />
                {t('discover.emptyAction')}
              </Link>
            }
          />
        }
      />
    </div>
  );
}

/** Following: the members I follow, with Unfollow on each card. */
export function FollowingTab({ handlers, onDiscover }: TabProps) {
  const { t } = useTranslation('connections');
  const following = useFollowing();
  const people = following.data?.pages.flatMap((page) => page.items);
  return (
    <PeopleList
      people={people}
      label={t('following.listLabel')}
      titled
      handlers={handlers}
      state={following}
      errorTitle={t('following.error')}
      errorBody={t('following.errorBody')}
      empty={
        <EmptyState
          icon={<UserCheck className="size-8" aria-hidden="true" />}
          title={t('following.empty')}
          body={t('following.emptyBody')}
          action={
            <Button size="sm" onClick={onDiscover}>
              <Compass className="size-4" aria-hidden="true" />
              {t('following.emptyAction')}
            </Button>
          }
        />
      }
      more={following}
    />
  );
}
