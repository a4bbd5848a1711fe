import { Loader2 } from 'lucide-react';
import { QueryState } from '../../../components/ui/query-state';
import { TabList, TabPanel, TabTrigger, Tabs, tabTriggerClasses } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useTranslation } from '../../../lib/use-translation';
import { useAccount } from '../api/account';
import { usePrivacy } from '../api/privacy';
import '../i18n';
import { BlockedCard } from './blocked-card';
import { DataSaverCard } from './data-saver-card';
import { EmailCard } from './email-card';
import { IdentitiesCard } from './identities-card';
import { NameCard } from './name-card';
import { NotificationsCard } from './notifications-card';
import { OfflineStorageCard } from './offline-storage-card';
import { PasswordCard } from './password-card';
import { PrivacyCard } from './privacy-card';
import { PublicProfileCard } from './public-profile-card';
import { PushCard } from './push-card';
import { RegionCard } from './region-card';
import { SessionsCard } from './sessions-card';
import { SignInHistoryCard } from './sign-in-history-card';
import { TwoStepCard } from './two-step-card';
import { YourDataCard } from './your-data-card';

const TABS = ['account', 'security', 'notifications', 'privacy', 'data'] as const;

/** /app/settings: one tab per area (?tab=), each a column of cards. */
export function SettingsScreen({ name }: { name: string }) {
  const { t } = useTranslation('settings');
  const [tab, selectTab] = useTabParam(TABS);
  const account = useAccount();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <Tabs value={tab} onValueChange={selectTab} className="flex min-w-0 flex-col gap-4">
        <TabList aria-label={t('tabs.label')} className="flex overflow-x-auto border-b border-border">
          {TABS.map((name) => (
            <TabTrigger key={name} value={name} className={tabTriggerClasses}>
              {t(`tabs.${name}`)}
            </TabTrigger>
          ))}
        </TabList>
        <TabPanel value="account" className="flex flex-col gap-4">
          <NameCard name={name} />
          <QueryState
            query={account}
            variant="inline"
            errorTitle={t('loadFailed')}
            loading={<Loader2 className="size-6 animate-spin text-muted" aria-label={t('loading')} />}
          >
            {(data) => (
              <>
                <EmailCard account={data} />
                <PasswordCard />
                <RegionCard key={`${data.language}|${data.timeZone}`} account={data} />
              </>
            )}
          </QueryState>
          <DataSaverCard />
          <OfflineStorageCard />
        </TabPanel>
        <TabPanel value="security" className="flex flex-col gap-4">
          <QueryState query={account} variant="inline" errorTitle={t('loadFailed')}>
            {(data) => <TwoStepCard account={data} />}
          </QueryState>
          <IdentitiesCard />
          <SessionsCard />
          <SignInHistoryCard />
        </TabPanel>
        <TabPanel value="notifications" className="flex flex-col gap-4">
          <PushCard />
          <NotificationsCard />
        </TabPanel>
        <TabPanel value="privacy" className="flex flex-col gap-4">
          <PrivacyPanel />
          <PublicProfileCard />
          <BlockedCard />
        </TabPanel>
        <TabPanel value="data" className="flex flex-col gap-4">
          <YourDataCard />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function PrivacyPanel() {
  const { t } = useTranslation('settings');
  const privacy = usePrivacy();
  return (
    <QueryState
      query={privacy}
      variant="inline"
      errorTitle={t('loadFailed')}
      loading={<Loader2 className="size-6 animate-spin text-muted" aria-label={t('loading')} />}
    >
      {(data) => <PrivacyCard key={JSON.stringify(data)} privacy={data} />}
    </QueryState>
  );
}
