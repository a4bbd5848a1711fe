import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Writes text to the clipboard: the async API where allowed, else a hidden textarea (older browsers, plain http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the old way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

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
