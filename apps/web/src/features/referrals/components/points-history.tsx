import type { PointsEntry } from '@skilllink/contracts/referrals';
import { REFERRAL_BONUS_AT } from '@skilllink/contracts/referral-constants';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, formatPoints } from '../format';
import '../i18n';

/** The ledger's latest lines: "+25 · Kofi Owusu completed", "−100 · Profile highlight". */
export function PointsHistory({ entries }: { entries: PointsEntry[] }) {
  const { t } = useTranslation('referrals');
  const what = (entry: PointsEntry) => {
    switch (entry.reason) {
      case 'referral_completed':
        return t('rewards.ledger.referral_completed', { subject: entry.subject ?? '' });
      case 'referral_bonus':
        return t('rewards.ledger.referral_bonus', { at: REFERRAL_BONUS_AT });
      default:
        return t('rewards.ledger.highlight_redeemed');
    }
  };
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id="points-history-title" className="font-semibold text-fg">
        {t('rewards.ledgerTitle')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('rewards.ledgerEmpty')}</p>
      ) : (
        <ul aria-labelledby="points-history-title" className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col text-sm">
              <span className="wrap-anywhere text-fg">
                <span className={entry.amount < 0 ? 'font-semibold tabular-nums' : 'font-semibold text-accent-text tabular-nums'}>
                  {formatPoints(entry.amount)}
                </span>
                {' · '}
                {what(entry)}
              </span>
              <time dateTime={entry.at} className="text-xs text-muted">
                {formatDay(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
