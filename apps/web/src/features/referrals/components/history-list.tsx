import type { Referral } from '@skilllink/contracts/referrals';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/use-translation';
import { useReferralHistory } from '../api/get-referral-history';
import '../i18n';
import { HistoryItem } from './history-item';

/** The overview's first page, then older pages on "Show more" (each id once, should pages overlap). */
function useAllReferrals(first: Referral[], nextCursor: string | null) {
  const [more, setMore] = useState(false);
  const older = useReferralHistory(nextCursor, more);
  const seen = new Set<string>();
  const items = [...first, ...(older.data?.pages.flatMap((page) => page.items) ?? [])].filter(
    (r) => !seen.has(r.id) && Boolean(seen.add(r.id)),
  );
  const hasMore = more ? older.hasNextPage || (older.isError && !older.data) : nextCursor !== null;
  const showMore = () => {
    if (!more) setMore(true);
    else if (older.isError && !older.data) void older.refetch();
    else void older.fetchNextPage();
  };
  return { items, hasMore, showMore, busy: older.isFetching, failed: older.isError };
}

/** The referral history, newest first, with the empty state of §8 when there is none. */
export function HistoryList({ history, nextCursor }: { history: Referral[]; nextCursor: string | null }) {
  const { t } = useTranslation('referrals');
  const { items, hasMore, showMore, busy, failed } = useAllReferrals(history, nextCursor);
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="history-title" className="text-lg font-semibold text-fg">
        {t('history.title')}
      </h2>
      {items.length === 0 ? (
        <EmptyState icon={<UserPlus className="size-8" aria-hidden="true" />} title={t('empty')} body={t('emptyBody')} />
      ) : (
        <ul aria-label={t('history.label')} className="flex flex-col divide-y divide-border">
          {items.map((referral) => (
            <li key={referral.id} className="py-4 first:pt-0 last:pb-0">
              <HistoryItem referral={referral} />
            </li>
          ))}
        </ul>
      )}
      {failed && <Alert>{t('history.moreError')}</Alert>}
      {hasMore && (
        <div>
          <Button variant="secondary" size="sm" busy={busy} onClick={showMore}>
            {t('history.showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
