import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useRedeemHighlight } from '../api/redeem-highlight';
import { formatShortDay } from '../format';
import '../i18n';

interface HighlightOfferProps {
  balance: number;
  highlightUntil: string | null;
  cost: number;
  days: number;
}

/** Spend points on a profile highlight (ADR 069): the end date while one is on, the reason when points are short. */
export function HighlightOffer({ balance, highlightUntil, cost, days }: HighlightOfferProps) {
  const { t } = useTranslation('referrals');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const redeem = useRedeemHighlight();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const short = balance < cost;

  const confirm = () =>
    redeem.mutate(undefined, {
      onSuccess: (answer) => toast(t('rewards.highlighted', { date: formatShortDay(answer.highlightUntil) }), 'success'),
      onError: (error) => toast(errorMessage(error), 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="flex flex-col gap-2">
      {/* The server sends an end date only while a highlight is on. */}
      {highlightUntil && (
        <p className="flex items-center gap-2 text-sm font-medium text-fg">
          <Sparkles className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
          <time dateTime={highlightUntil}>{t('rewards.highlighted', { date: formatShortDay(highlightUntil) })}</time>
        </p>
      )}
      <p className="text-sm text-muted">{highlightUntil ? t('rewards.extendBody', { cost, days }) : t('rewards.redeemBody', { days })}</p>
      <Button
        variant="secondary"
        fullWidth
        disabled={short}
        aria-describedby={short ? reasonId : undefined}
        busy={redeem.isPending}
        onClick={() => setConfirming(true)}
      >
        {highlightUntil ? t('rewards.extend', { cost }) : t('rewards.redeem', { cost })}
      </Button>
      {short && (
        <p id={reasonId} className="text-sm text-muted">
          {t('rewards.redeemShort', { count: cost - balance })}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('rewards.redeemTitle')}
          body={t('rewards.redeemConfirmBody', { cost, days })}
          confirm={t('rewards.redeemConfirm', { cost })}
          cancel={t('rewards.redeemCancel')}
          busy={redeem.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
