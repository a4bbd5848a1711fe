import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Copy a verification code; a toast says it was copied, or that copying failed. */
export function useCopyShare() {
  const { t } = useTranslation('certificates');
  const toast = useToast();

  const copy = useCallback(
    async (text: string, message: string = t('copied')) => {
      try {
        await copyText(text);
        toast(message, 'success');
      } catch {
        toast(t('copyFailed'), 'error');
      }
    },
    [t, toast],
  );

  return { copy };
}
