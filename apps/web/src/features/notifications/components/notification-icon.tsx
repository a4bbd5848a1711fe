import type { NotificationType } from '@skilllink/contracts/notifications';
import { Award, Bell, Eye, Info, MessageSquare, UserCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

const icons: Record<NotificationType, LucideIcon> = {
  connection_request: UserPlus,
  connection_accepted: UserCheck,
  message: MessageSquare,
  messages: MessageSquare,
  profile_view: Eye,
  system: Info,
  achievement: Award,
  other: Bell,
};

/** The type's icon in a round chip; gold for achievements (DESIGN.md: the accent is for rewards). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = icons[type] ?? Bell;
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
        type === 'achievement' ? 'bg-accent text-accent-fg' : 'bg-primary-soft text-primary',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
