import { Link2, Mail, MessageCircle, MessageSquare, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { emailShare, smsShare, whatsAppShare } from '../../../lib/share-links';
import { useTranslation } from '../../../lib/use-translation';
import { useCopy } from '../hooks/use-copy';
import '../i18n';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share the referral link: the device's share sheet where there is one (phones), else a menu of
 * the ways our members share most — WhatsApp first, then e-mail, a text message, or copying.
 */
export function ShareButton({ link }: { link: string }) {
  const { t } = useTranslation('referrals');
  const copy = useCopy();
  const text = t('code.shareText');
  const label = (
    <>
      <Share2 className="size-4" aria-hidden="true" />
      {t('code.share')}
    </>
  );

  if (canShare()) {
    const share = async () => {
      try {
        await navigator.share({ title: t('code.shareTitle'), text, url: link });
      } catch (error) {
        // Closing the sheet is not a failure; anything else falls back to copying the link.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        await copy(link, t('code.linkCopied'));
      }
    };
    return (
      <Button variant="secondary" size="sm" aria-label={t('code.shareLabel')} onClick={() => void share()}>
        {label}
      </Button>
    );
  }

  const item = 'no-underline text-fg';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={t('code.shareLabel')}>
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <a href={whatsAppShare(link, text)} target="_blank" rel="noopener noreferrer" className={item}>
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('code.whatsApp')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={emailShare(link, t('code.shareTitle'), text)} className={item}>
            <Mail className="size-4" aria-hidden="true" />
            {t('code.email')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={smsShare(link, text)} className={item}>
            <MessageSquare className="size-4" aria-hidden="true" />
            {t('code.sms')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copy(link, t('code.linkCopied'))}>
          <Link2 className="size-4" aria-hidden="true" />
          {t('code.copyLinkItem')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
