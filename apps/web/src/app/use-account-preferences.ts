import { useEffect, useRef } from 'react';
import { useSession } from '../features/auth/api/get-session';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { setTheme } from '../lib/theme';

/**
 * When a member's session appears (page load or sign-in), the account's saved theme and
 * language win over this device's. Applied once per member so later local changes stick; only
 * from the server's answer, not from the member this device remembers (ADR 076), whose copy may
 * predate a change made elsewhere.
 */
export function useAccountPreferences(): void {
  const { data: user, isPlaceholderData } = useSession();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (isPlaceholderData) return;
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (user.theme) setTheme(user.theme);
    if (user.language !== currentLanguage()) void setLanguage(user.language);
  }, [user, isPlaceholderData]);
}
