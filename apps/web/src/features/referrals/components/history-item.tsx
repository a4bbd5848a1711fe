import type { Referral } from '@skilllink/contracts/referrals';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, formatShortDay } from '../format';
import '../i18n';
import { StatusBadge } from './status-badge';

function Dated({ iso, text }: { iso: string; text: string }) {
  return <time dateTime={iso}>{text}</time>;
}

/**
 * One referral: who, their status, the dates it went through, points and reminders. There is no
 * cancel: it would let a member send more than the day's 20 invitations (ADR 069).
 */
export function HistoryItem({ referral: r }: { referral: Referral }) {
  const { t } = useTranslation('referrals');
  const headingId = `referral-${r.id}`;

  const reminders =
    r.remindersSent > 0 || r.nextReminderAt
      ? [
          r.remindersSent > 0 ? t('history.reminders', { count: r.remindersSent }) : null,
          r.nextReminderAt ? t('history.nextReminder', { date: formatShortDay(r.nextReminderAt) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : null;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold wrap-anywhere text-fg">
            {r.name}
          </h3>
          {r.email && <p className="text-sm wrap-anywhere text-muted">{r.email}</p>}
        </div>
        <StatusBadge status={r.status} />
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        {/* Someone who came through the link was never invited: their row starts when they joined. */}
        {r.source === 'invitation' && <Dated iso={r.referredDate} text={t('history.invited', { date: formatDay(r.referredDate) })} />}
        {r.joinedDate && <Dated iso={r.joinedDate} text={t('history.joined', { date: formatDay(r.joinedDate) })} />}
        {r.completedDate && <Dated iso={r.completedDate} text={t('history.completed', { date: formatDay(r.completedDate) })} />}
      </p>
      {r.source === 'link' && <p className="text-sm text-muted">{t('history.viaLink')}</p>}
      {r.status === 'held' && <p className="text-sm text-muted">{t('history.heldHint')}</p>}
      {reminders && <p className="text-sm text-muted">{reminders}</p>}
      {r.rewardEarned > 0 && (
        <p className="text-sm font-semibold text-accent-text tabular-nums">{t('history.reward', { count: r.rewardEarned })}</p>
      )}
    </article>
  );
}
