import type { TFunction } from '../lib/i18n';
import type { ShareMenuProps } from './islands/share-menu';

/** The share menu's words, from the page's language (islands get strings, not the translator). */
export function shareLabels(t: TFunction<'public'>): ShareMenuProps['labels'] {
  return {
    whatsapp: t('footer.shareWhatsApp'),
    facebook: t('footer.shareFacebook'),
    twitter: t('footer.shareTwitter'),
    linkedin: t('footer.shareLinkedIn'),
    device: t('site.shareDevice'),
    copy: t('site.copyLink'),
    copied: t('site.linkCopied'),
  };
}
