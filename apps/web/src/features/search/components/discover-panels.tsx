import { TrendingUp } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchDiscover } from '../api/get-discover';
import { nameParts } from '../format';
import { searchHref } from '../hooks/search-params';
import { chipClasses } from './chip';
import { SidebarSection } from './sidebar-section';
import '../i18n';

/** Trending skills (6, §9): each runs a search for the skill. */
export function TrendingSkills() {
  const { t } = useTranslation('search');
  const discover = useSearchDiscover();
  return (
    <SidebarSection title={t('trending.title')}>
      <QueryState
        query={discover}
        variant="inline"
        loading={<ChipsSkeleton count={6} />}
        errorTitle={t('discoverError')}
        isEmpty={(data) => data.trendingSkills.length === 0}
        empty={<p className="text-sm text-muted">{t('trending.empty')}</p>}
      >
        {(data) => (
          <ul className="flex flex-wrap gap-2">
            {data.trendingSkills.map((skill) => (
              <li key={skill.slug}>
                <Link to={searchHref({ q: skill.name })} className={chipClasses}>
                  <TrendingUp className="size-4 text-primary" aria-hidden="true" />
                  {skill.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SidebarSection>
  );
}

/** People the member may know (3, §9), each to their profile. */
export function RecommendedPeople() {
  const { t } = useTranslation('search');
  const discover = useSearchDiscover();
  return (
    <SidebarSection title={t('people.title')}>
      <QueryState
        query={discover}
        variant="inline"
        loading={<ChipsSkeleton count={3} />}
        errorTitle={t('discoverError')}
        isEmpty={(data) => data.recommendedPeople.length === 0}
        empty={<p className="text-sm text-muted">{t('people.empty')}</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.recommendedPeople.map((person) => (
              <li key={person.id} className="flex items-center gap-3">
                <Avatar id={person.id} {...nameParts(person.title)} src={person.image} className="size-10" />
                <div className="flex min-w-0 flex-col">
                  <Link to={person.href} className="truncate font-medium text-fg hover:underline">
                    {person.title}
                  </Link>
                  {person.subtitle && <span className="truncate text-sm text-muted">{person.subtitle}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SidebarSection>
  );
}

/** Popular searches (8, §9), on the page before any search. */
export function PopularSearches() {
  const { t } = useTranslation('search');
  const discover = useSearchDiscover();
  return (
    <section aria-labelledby="popular-searches-title" className="flex flex-col gap-3">
      <h2 id="popular-searches-title" className="text-lg font-semibold text-fg">
        {t('empty.popular')}
      </h2>
      <QueryState query={discover} variant="inline" loading={<ChipsSkeleton count={8} />} errorTitle={t('empty.popularError')}>
        {(data) => (
          <ul className="flex flex-wrap justify-center gap-2">
            {data.popular.map((query) => (
              <li key={query}>
                <Link to={searchHref({ q: query })} className={chipClasses}>
                  {query}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function ChipsSkeleton({ count }: { count: number }) {
  return (
    <div className="flex animate-pulse flex-wrap gap-2 motion-reduce:animate-none" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-11 w-28 rounded-full bg-surface-2" />
      ))}
    </div>
  );
}
