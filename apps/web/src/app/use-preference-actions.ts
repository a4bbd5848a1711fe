import type { Language, Theme } from '@skilllink/contracts/auth';
import { useTranslation } from '../lib/use-translation';
import { useToast } from '../components/ui/toast';
import { useSession } from '../features/auth/api/get-session';
import { useUpdatePreferences } from '../features/auth/api/update-preferences';
import { setLanguage } from '../lib/i18n';
import { setTheme } from '../lib/theme';

/**
 * Theme and language change on this device at once; for a signed-in member they are also
 * saved to the account so every device follows. A failed save keeps the local change.
 */
export function usePreferenceActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: user } = useSession();
  const { mutate } = useUpdatePreferences();

  return {
    changeTheme(theme: Theme) {
      setTheme(theme);
      if (user) mutate({ theme }, { onError: () => toast(t('theme.notSaved'), 'error') });
    },
    changeLanguage(language: Language) {
      void setLanguage(language);
      if (user) mutate({ language }, { onError: () => toast(t('languageNotSaved'), 'error') });
    },
  };
}
