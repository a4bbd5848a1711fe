import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Copies text and says so in a toast (or that copying failed: the member then selects it by hand). */
export function useCopy() {
  const { t } = useTranslation('referrals');
  const toast = useToast();
  return useCallback(
    async (text: string, message: string) => {
      try {
        await copyText(text);
        toast(message, 'success');
      } catch {
        toast(t('code.copyFailed'), 'error');
      }
    },
    [t, toast],
  );
}
