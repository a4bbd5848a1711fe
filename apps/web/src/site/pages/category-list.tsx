import type { ReactNode } from 'react';
import { Chips, EmptyList, PageIntro, ResultCount } from '../parts';
import { useHref, useSite } from '../site-env';

interface CategoryListProps<T extends { slug: string; featured: boolean }> {
  title: string;
  lead: string;
  path: string;
  category: string;
  options: Array<{ value: string; label: string }>;
  items: T[];
  /** "3 articles found" */
  count: string;
  empty: { title: string; body: string };
  featured: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
}

/**
 * News and Stories (spec §2): category chips, the count, the featured entry (the one marked so,
 * else the newest), the others as cards, or the empty state with a way back to all.
 */
export function CategoryList<T extends { slug: string; featured: boolean }>(props: CategoryListProps<T>) {
  const { t } = useSite();
  const href = useHref();
  const { items } = props;
  const featured = items.find((item) => item.featured) ?? items[0];
  const rest = items.filter((item) => item !== featured);
  return (
    <>
      <PageIntro title={props.title} lead={props.lead} />
      <Chips path={props.path} current={props.category} options={props.options} label={t('site.filterByCategory')} />
      <ResultCount text={props.count} />
      {!featured ? (
        <EmptyList title={props.empty.title} body={props.empty.body} action={{ href: href(props.path), label: t('site.showAll') }} />
      ) : (
        <>
          {props.featured(featured)}
          {rest.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((item) => (
                <li key={item.slug}>{props.card(item)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
