import type { SearchHit } from '@skilllink/contracts/search';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { HitCard } from './hit-card';
import '../i18n';

interface KindResultsProps {
  items: SearchHit[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onShowMore: () => void;
}

/** A kind's tab: its results, 20 at a time, and "Show more" while there are more. */
export function KindResults({ items, hasMore, loadingMore, moreFailed, onShowMore }: KindResultsProps) {
  const { t } = useTranslation('search');
  // After "Show more", focus moves to the first new result, so keyboard and screen reader users
  // carry on where the list grew (the button is gone once the last page is in).
  const list = useRef<HTMLUListElement | null>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('article h3 a')[from]?.focus();
  }, [items]);

  return (
    <div className="flex flex-col gap-4">
      <ul ref={list} className="flex flex-col gap-3">
        {items.map((hit) => (
          <li key={hit.id}>
            <HitCard hit={hit} />
          </li>
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="text-center text-sm font-medium text-danger">
          {t('moreError')}
        </p>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          className="self-center"
          busy={loadingMore}
          onClick={() => {
            focusFrom.current = items.length;
            onShowMore();
          }}
        >
          {loadingMore ? t('loadingMore') : t('showMore')}
        </Button>
      )}
    </div>
  );
}
