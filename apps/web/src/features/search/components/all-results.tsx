import type { SearchGroup } from '@skilllink/contracts/search';
import { SEARCH_ALL_TOTAL_CAP } from '@skilllink/contracts/search-constants';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { formatCount } from '../format';
import { searchHref, type SearchParams } from '../hooks/search-params';
import { HitCard } from './hit-card';
import { TAB_OF_KIND } from './tab-counts';
import '../i18n';

/**
 * How many of each kind All shows: enough to see whether a kind holds what one wants, short
 * enough that the last kind is still in reach on a phone; "See all" opens the kind's tab.
 */
export const ALL_GROUP_SHOWN = 5;

/** The All tab: every kind that found something, a few of each, with "See all N" to its tab. */
export function AllResults({ groups, search }: { groups: SearchGroup[]; search: SearchParams }) {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col gap-6">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => {
          const headingId = `search-group-${group.kind}`;
          return (
            <section key={group.kind} aria-labelledby={headingId} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={headingId} className="text-lg font-semibold text-fg">
                  {t(`groups.${group.kind}`)}
                </h2>
                <Link
                  to={searchHref({ ...search, tab: TAB_OF_KIND[group.kind] })}
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
                >
                  {t('seeAll', { total: formatCount(group.total, SEARCH_ALL_TOTAL_CAP) })}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
              <ul className="flex flex-col gap-3">
                {group.items.slice(0, ALL_GROUP_SHOWN).map((hit) => (
                  <li key={hit.id}>
                    <HitCard hit={hit} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
