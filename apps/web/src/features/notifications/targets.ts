import type { NotificationType } from '@skilllink/contracts/notifications';

/**
 * Where clicking a notification leads; null for the types
 * that only close the panel (system, achievement, other).
 */
export function notificationTarget(type: NotificationType): string | null {
  switch (type) {
    case 'connection_request':
      return '/app/connections?tab=requests';
    case 'connection_accepted':
      return '/app/connections';
    case 'message':
    case 'messages':
      return '/app/messages';
    case 'profile_view':
      return '/app/profile';
    default:
      return null;
  }
}
