import type { PushDevice } from '@skilllink/contracts/web-push';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { dateTimeFormat } from '../../../lib/intl';
import { renderTagged } from '../../../lib/tagged';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useRemovePushDevice } from '../api/push';
import '../i18n';

/** The member's other browsers that receive pushes, each with Remove (a lost phone, an old laptop). */
export function OtherDevices({ devices }: { devices: PushDevice[] }) {
  const { t } = useTranslation('settings');
  const heading = useRef<HTMLHeadingElement>(null);
  const count = devices.length;
  const removed = useRef(false);

  // A removed row takes its button with it: focus goes to the list's heading.
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    heading.current?.focus();
  }, [count]);

  return (
    <div className="flex flex-col gap-1 border-t border-border pt-4">
      <h3 ref={heading} tabIndex={-1} className="font-medium text-fg focus:outline-none">
        {t('push.otherDevices')}
      </h3>
      <ul className="flex flex-col divide-y divide-border">
        {devices.map((d) => (
          <DeviceRow key={d.id} device={d} onRemoved={() => (removed.current = true)} />
        ))}
      </ul>
    </div>
  );
}

function DeviceRow({ device, onRemoved }: { device: PushDevice; onRemoved: () => void }) {
  const { t } = useTranslation('settings');
  const remove = useRemovePushDevice();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const label = device.device || t('device.unknown');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words text-fg">{label}</span>
        <span className="text-sm text-muted">
          {renderTagged(t('push.added', { date: dateTimeFormat({ dateStyle: 'medium' }).format(new Date(device.createdAt)) }), {
            date: (text) => <time dateTime={device.createdAt}>{text}</time>,
          })}
        </span>
      </div>
      <Button
        size="sm"
        variant="secondary"
        busy={remove.isPending}
        aria-label={t('push.removeLabel', { device: label })}
        onClick={() =>
          remove.mutate(device.id, {
            onSuccess: () => {
              onRemoved();
              toast(t('push.removed', { device: label }), 'success');
            },
            onError: (error) => toast(errorMessage(error), 'error'),
          })
        }
      >
        {t('push.remove')}
      </Button>
    </li>
  );
}
