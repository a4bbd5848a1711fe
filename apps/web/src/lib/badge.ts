/** Unread badges (bell, conversations) cap at "99+"; at zero there is no badge. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
