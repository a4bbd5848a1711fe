import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/**
 * Copy a code, and share a certificate link (device share sheet, else the clipboard); a toast
 * says it was copied, the link was copied, or copying failed.
 */
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

  const share = useCallback(
    async ({ url, title, text }: { url: string; title: string; text: string }) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url });
          return;
        } catch (error) {
          // The member closed the share sheet: nothing to say. Any other failure falls back to copying.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      await copy(url, t('linkCopied'));
    },
    [copy, t],
  );

  return { copy, share };
}
