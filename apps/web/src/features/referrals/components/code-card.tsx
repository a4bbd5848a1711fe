import { Copy, Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ShareButton } from '../../../components/ui/share-button';
import { useTranslation } from '../../../lib/use-translation';
import { useCopy } from '../hooks/use-copy';
import '../i18n';

/** The member's code, large, and their link, with Copy Code, Copy Link and Share. */
export function CodeCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('referrals');
  const copy = useCopy();
  return (
    <section aria-labelledby="referral-code-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="referral-code-title" className="text-lg font-semibold text-fg">
          {t('code.title')}
        </h2>
        <p className="text-sm text-muted">{t('code.body')}</p>
      </div>
      <p className="rounded-lg border border-dashed border-border-strong bg-surface-2 px-4 py-3 text-center font-mono text-2xl font-bold tracking-widest break-all text-fg sm:text-3xl">
        {code}
      </p>
      <div className="flex flex-col gap-1">
        <p className="text-xs text-muted">{t('code.link')}</p>
        <p className="text-sm break-all text-fg">{link}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy(code, t('code.codeCopied'))}>
          <Copy className="size-4" aria-hidden="true" />
          {t('code.copyCode')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void copy(link, t('code.linkCopied'))}>
          <Link2 className="size-4" aria-hidden="true" />
          {t('code.copyLink')}
        </Button>
        <ShareButton
          url={link}
          title={t('code.shareTitle')}
          text={t('code.shareText')}
          label={t('code.shareLabel')}
          buttonText={t('code.share')}
          copiedMessage={t('code.linkCopied')}
        />
      </div>
    </section>
  );
}
