import { Link2, Mail, MessageCircle, MessageSquare, Share2 } from 'lucide-react';
import { useCallback } from 'react';
import { copyText } from '../../lib/clipboard';
import { emailShare, smsShare, whatsAppShare } from '../../lib/share-links';
import { useTranslation } from '../../lib/use-translation';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { useToast } from './toast';

export interface ShareButtonProps {
  /** The address shared (absolute: it leaves the app). */
  url: string;
  /** The share sheet's title and the e-mail's subject. */
  title: string;
  /** The words before the link in the message. */
  text: string;
  /** The button's accessible name, saying what is shared ("Share the certificate for …"). */
  label: string;
  /** The words on the button; "Share" by default. */
  buttonText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The toast after Copy link; "Link copied to clipboard!" by default. */
  copiedMessage?: string;
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Copies the link and says so in a toast (or that copying failed: the member then selects it by hand). */
function useCopyLink(message: string) {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (url: string) => {
      try {
        await copyText(url);
        toast(message, 'success');
      } catch {
        toast(t('share.copyFailed'), 'error');
      }
    },
    [message, t, toast],
  );
}

/**
 * Share a link: the device's share sheet where there is one (phones), else a menu of the ways our
 * members share most — WhatsApp first, then e-mail, a text message, or copying the link.
 */
export function ShareButton({ url, title, text, label, buttonText, variant = 'secondary', size = 'sm', copiedMessage }: ShareButtonProps) {
  const { t } = useTranslation();
  const copy = useCopyLink(copiedMessage ?? t('share.linkCopied'));
  const content = (
    <>
      <Share2 className="size-4" aria-hidden="true" />
      {buttonText ?? t('share.share')}
    </>
  );

  if (canShare()) {
    const share = async () => {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the sheet is not a failure; anything else falls back to copying the link.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        await copy(url);
      }
    };
    return (
      <Button variant={variant} size={size} aria-label={label} onClick={() => void share()}>
        {content}
      </Button>
    );
  }

  const item = 'no-underline text-fg';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size={size} aria-label={label}>
          {content}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <a href={whatsAppShare(url, text)} target="_blank" rel="noopener noreferrer" className={item}>
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('share.whatsApp')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={emailShare(url, title, text)} className={item}>
            <Mail className="size-4" aria-hidden="true" />
            {t('share.email')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={smsShare(url, text)} className={item}>
            <MessageSquare className="size-4" aria-hidden="true" />
            {t('share.sms')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copy(url)}>
          <Link2 className="size-4" aria-hidden="true" />
          {t('share.copyLink')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
