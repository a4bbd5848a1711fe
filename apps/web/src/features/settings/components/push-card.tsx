import type { PushDevice } from '@skilllink/contracts/web-push';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, Check, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import {
  currentSubscription,
  permission,
  PushDeviceError,
  pushSupport,
  subscribe,
  unsubscribe,
  type PushSupport,
} from '../../../lib/push-device';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { pushKeyQuery, useAddPushDevice, usePushDevices, useRemovePushDevice, useSendTestPush } from '../api/push';
import '../i18n';
import { OtherDevices } from './push-other-devices';
import { SettingsCard } from './settings-card';

/**
 * Settings → Notifications → Push (issue 25 §4, ADR 066): turns Web Push on or off for this
 * browser, sends a test, and lists the member's other devices to remove. Which kinds of
 * notification are pushed is chosen in the table of the card below (NotificationsCard).
 */
export function PushCard() {
  const { t } = useTranslation('settings');
  const devices = usePushDevices();
  const [support] = useState(pushSupport);
  // This browser's subscription endpoint: undefined until read, null when it has none.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(support === 'supported' ? undefined : null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    );
    return () => {
      live = false;
    };
  }, [support]);

  return (
    <SettingsCard title={t('push.title')} description={t('push.description')}>
      <QueryState
        // Loading until both the server's list and this browser's subscription are known.
        query={withData(devices, endpoint === undefined ? undefined : devices.data)}
        variant="inline"
        errorTitle={t('push.loadFailed')}
        loading={<Loader2 className="size-6 animate-spin text-muted" aria-label={t('loading')} />}
      >
        {(list) => <PushPanel devices={list} support={support} endpoint={endpoint ?? null} onEndpoint={setEndpoint} />}
      </QueryState>
    </SettingsCard>
  );
}

interface PanelProps {
  devices: PushDevice[];
  support: PushSupport;
  endpoint: string | null;
  onEndpoint: (endpoint: string | null) => void;
}

function PushPanel({ devices, support, endpoint, onEndpoint }: PanelProps) {
  const here = endpoint === null ? undefined : devices.find((d) => d.endpoint === endpoint);
  const others = devices.filter((d) => d.endpoint !== endpoint);
  return (
    <>
      <ThisDevice support={support} here={here} onEndpoint={onEndpoint} />
      {others.length > 0 && <OtherDevices devices={others} />}
    </>
  );
}

function ThisDevice({
  support,
  here,
  onEndpoint,
}: {
  support: PushSupport;
  here: PushDevice | undefined;
  onEndpoint: PanelProps['onEndpoint'];
}) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const test = useSendTestPush();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [working, setWorking] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const testButton = useRef<HTMLButtonElement>(null);
  const onButton = useRef<HTMLButtonElement>(null);
  // Set when the member's press is what turns the state over: the button they pressed goes
  // away, so focus moves to the first button of the new state instead of falling to the page.
  const moveFocus = useRef(false);
  const isOn = here !== undefined;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (isOn ? testButton : onButton).current?.focus();
  }, [isOn]);

  if (support === 'unsupported') return <p className="text-muted">{t('push.unsupported')}</p>;
  if (support === 'ios-needs-install') return <Alert tone="info">{t('push.iosNeedsInstall')}</Alert>;
  // No button here: the browser shows no prompt again once the member blocked it.
  if (permission() === 'denied') return <Alert tone="info">{t('push.blocked')}</Alert>;

  const explain = (error: unknown): string | null => {
    if (error instanceof PushDeviceError) {
      // Blocked: the card now says so in place of the button.
      if (error.reason === 'denied') return null;
      if (error.reason === 'dismissed') return t('push.dismissed');
      return t('push.subscribeFailed', { reason: error.message.replace(/\.+$/, '') });
    }
    return errorMessage(error);
  };

  async function turnOn() {
    // Not disabled while turning off (it would lose the focus it is given): ignored instead.
    if (working) return;
    setProblem(null);
    setWorking('on');
    try {
      // The key is fetched while the browser asks for permission (subscribe asks first).
      const subscription = await subscribe(queryClient.fetchQuery(pushKeyQuery));
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushDeviceError('failed', 'no keys');
      // Known before the list comes back, so this browser's row is never listed among the others.
      onEndpoint(endpoint);
      moveFocus.current = true;
      await add.mutateAsync({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    } catch (error) {
      moveFocus.current = false;
      setProblem(explain(error));
    } finally {
      setWorking(null);
    }
  }

  async function turnOff(device: PushDevice) {
    if (working) return;
    setProblem(null);
    setWorking('off');
    try {
      moveFocus.current = true;
      try {
        await remove.mutateAsync(device.id);
      } catch (error) {
        // Already gone (signed out there, or the push service dropped it): carry on.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      // The server no longer pushes here; a browser that fails to forget it only wastes the subscription.
      await unsubscribe().catch(() => undefined);
      onEndpoint(null);
      toast(t('push.turnedOff'), 'success');
    } catch (error) {
      moveFocus.current = false;
      setProblem(errorMessage(error));
    } finally {
      setWorking(null);
    }
  }

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent, failed }) => {
        if (sent > 0) toast(t('push.testSent'), 'success');
        else if (failed > 0) toast(t('push.testRefused'), 'error');
        else toast(t('push.testNoDevice'), 'info');
      },
      onError: (error) => toast(errorMessage(error), 'error'),
    });

  const StateIcon = isOn ? Check : BellOff;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 font-medium text-fg">
        <StateIcon className={isOn ? 'size-5 shrink-0 text-success' : 'size-5 shrink-0 text-muted'} aria-hidden="true" />
        {isOn ? t('push.on') : t('push.off')}
      </p>
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-wrap gap-3">
        {isOn ? (
          <>
            <Button ref={testButton} variant="secondary" busy={test.isPending} onClick={sendTest}>
              {test.isPending ? t('push.testing') : t('push.test')}
            </Button>
            <Button variant="secondary" busy={working === 'off'} onClick={() => void turnOff(here)}>
              {working === 'off' ? t('push.turningOff') : t('push.turnOff')}
            </Button>
          </>
        ) : (
          <Button ref={onButton} busy={working === 'on'} onClick={() => void turnOn()}>
            {working === 'on' ? t('push.turningOn') : t('push.turnOn')}
          </Button>
        )}
      </div>
    </div>
  );
}
