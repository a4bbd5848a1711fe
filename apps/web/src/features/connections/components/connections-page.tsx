import { TabList, TabPanel, TabTrigger, Tabs } from '../../../components/ui/tabs';
import type { NetworkCounts, PersonCard } from '@skilllink/contracts/connections';
import { lazy, Suspense, useMemo, useState } from 'react';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { useWarmLater } from '../../../lib/use-warm-later';
import { useCounts } from '../api/get-counts';
import { landingFor, spotOf, useKeepFocus, type Spot } from '../focus';
import { useDebounced } from '../../../lib/use-debounced';
import { TABS, useTab, type Tab } from '../hooks/use-tab';
import { DiscoverTab, FollowingTab, NetworkTab } from './network-tabs-content';
import { NetworkStats } from './network-stats';
import { PeopleSearchBox, PeopleSearchResults } from './people-search';
import type { CardHandlers } from '../person';
import { RequestsTab } from './requests-tab';
import '../i18n';

// The dialogs open only on a tap: their code (Radix Dialog, focus trap, scroll lock: ~18 KB) is
// fetched and run after the page is up, not before its first paint (issue 21).
const loadRequest = () => import('./request-dialog');
const loadRemove = () => import('./remove-dialog');
const loadProfile = () => import('./profile-dialog');
const RequestDialog = lazy(() => loadRequest().then((m) => ({ default: m.RequestDialog })));
const RemoveDialog = lazy(() => loadRemove().then((m) => ({ default: m.RemoveDialog })));
const ProfileDialog = lazy(() => loadProfile().then((m) => ({ default: m.ProfileDialog })));
/** After the first paint, so a tap rarely waits for the dialog's code (not with data saver on: useWarmLater). */
const WARM_DIALOGS_MS = 1_000;
const warmDialogs = () => Promise.all([loadRequest(), loadRemove(), loadProfile()]);

/** Which count each tab shows beside its name (Discover has none). */
const TAB_COUNTS: Partial<Record<Tab, keyof NetworkCounts>> = {
  network: 'connections',
  requests: 'pendingReceived',
  following: 'following',
};

type Kind = 'connect' | 'remove' | 'view';
/** The open dialog, and where its opener was: focus goes back there (or near it) when it closes. */
type Open = { kind: Kind; person: PersonCard; from: Spot | null } | null;

function spotFrom(from: HTMLElement | null | undefined): Spot | null {
  const element = from ?? document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? spotOf(element) : null;
}

/** /app/connections: search, the four tabs, network statistics, and the dialogs cards open. */
export function ConnectionsPage({ title }: { title: string }) {
  const { t } = useTranslation('connections');
  const [tab, selectTab] = useTab();
  const counts = useCounts();
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim());
  // Clearing the box hides the results at once; typing waits for a pause.
  const query = text.trim() === '' ? '' : settled;
  const [open, setOpen] = useState<Open>(null);
  const number = numberFormat();

  const keepFocus = useKeepFocus<HTMLDivElement>();
  useWarmLater(warmDialogs, WARM_DIALOGS_MS);

  const handlers = useMemo<CardHandlers>(() => {
    const opener = (kind: Kind) => (person: PersonCard, from?: HTMLElement | null) => setOpen({ kind, person, from: spotFrom(from) });
    return { onConnect: opener('connect'), onRemove: opener('remove'), onView: opener('view') };
  }, []);
  const close = () => setOpen(null);
  // The opener, or the nearest action when it has gone (Connect became Pending, the card was removed).
  const from = open?.from;
  const returnFocus = () => (from ? landingFor(from) : null);
  const discover = () => selectTab('discover');

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PeopleSearchBox text={text} onChange={setText} />
          {query && <PeopleSearchResults query={query} handlers={handlers} />}
          <Tabs value={tab} onValueChange={selectTab} className="flex flex-col gap-4">
            {/* Two by two on phones, so all four tabs show at 360 px; one row from 640 px. */}
            <TabList aria-label={t('tabs.label')} className="grid grid-cols-2 border-b border-border sm:flex">
              {TABS.map((name) => {
                const field = TAB_COUNTS[name];
                const count = field && counts.data ? counts.data[field] : undefined;
                return (
                  <TabTrigger
                    key={name}
                    value={name}
                    className="inline-flex min-h-11 items-center justify-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg sm:px-4 sm:text-base"
                  >
                    {t(`tabs.${name}`)}
                    {/* A real space, so the name reads "My Network 6", not "My Network6". */}
                    {count !== undefined && ' '}
                    {count !== undefined && (
                      <span className="rounded-full bg-surface-2 px-2 text-xs font-semibold text-fg tabular-nums">
                        {number.format(count)}
                      </span>
                    )}
                  </TabTrigger>
                );
              })}
            </TabList>
            <TabPanel value="network" ref={keepFocus} data-focus-scope>
              <NetworkTab handlers={handlers} onDiscover={discover} />
            </TabPanel>
            <TabPanel value="discover" ref={keepFocus} data-focus-scope>
              <DiscoverTab handlers={handlers} />
            </TabPanel>
            <TabPanel value="requests" ref={keepFocus} data-focus-scope>
              <RequestsTab handlers={handlers} onDiscover={discover} />
            </TabPanel>
            <TabPanel value="following" ref={keepFocus} data-focus-scope>
              <FollowingTab handlers={handlers} onDiscover={discover} />
            </TabPanel>
          </Tabs>
        </div>
        <aside className="flex flex-col gap-6">
          <NetworkStats />
        </aside>
      </div>
      <Suspense fallback={null}>
        {open?.kind === 'connect' && <RequestDialog key={open.person.id} person={open.person} onClose={close} returnFocus={returnFocus} />}
        {open?.kind === 'remove' && <RemoveDialog key={open.person.id} person={open.person} onClose={close} returnFocus={returnFocus} />}
        {open?.kind === 'view' && <ProfileDialog key={open.person.id} person={open.person} onClose={close} returnFocus={returnFocus} />}
      </Suspense>
    </div>
  );
}
