import type { MessageStatus } from '@skilllink/contracts/messaging';
import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

export type ShownStatus = MessageStatus | 'pending' | 'failed';

const ICONS = { pending: Clock, sent: Check, delivered: CheckCheck, read: CheckCheck, failed: AlertCircle } as const;

/** An own message's state as an icon with its name for assistive tech (never colour alone). */
export function MessageStatusIcon({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('messages');
  const Icon = ICONS[status];
  const label = t(`status.${status}`);
  return (
    <span role="img" aria-label={label} title={label} data-status={status} className="inline-flex">
      <Icon aria-hidden="true" className={cn('size-3.5', status === 'read' && 'text-primary', status === 'failed' && 'text-danger')} />
    </span>
  );
}
