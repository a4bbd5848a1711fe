import type { CatalogSkill } from '@skilllink/contracts/skills';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCatalog } from '../api/get-catalog';
import { useOverview } from '../api/get-overview';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useSkillFilters } from '../hooks/use-skill-filters';
import { CategorySidebar } from './category-sidebar';
import { SkillDetailDialog } from './skill-detail-dialog';
import { SkillResults } from './skill-results';
import { PlatformStats, QuickActions } from './skills-aside';
import { SkillsToolbar } from './skills-toolbar';
import { TrendingSkills } from './trending-skills';
import '../i18n';

/** /app/skills: search and filter the catalogue, see what is trending, add skills to your profile. */
export function SkillsDiscovery() {
  const { t } = useTranslation('skills');
  const { filters, update, clear } = useSkillFilters();
  const search = useDebouncedSearch(filters.q, (q) => update({ q }));
  const catalog = useCatalog(filters);
  const overview = useOverview();
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  const clearAll = () => {
    search.cancel();
    clear();
  };
  const openSkill = (skill: CatalogSkill) => setOpenSlug(skill.slug);
  const known = catalog.data?.items.find((s) => s.slug === openSlug);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <SkillsToolbar text={search.text} onTextChange={search.change} filters={filters} onChange={update} onClear={clearAll} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <TrendingSkills trending={overview.data?.trending} onOpen={setOpenSlug} />
          <SkillResults catalog={catalog} isUpdating={catalog.isPlaceholderData} onClearFilters={clearAll} onLearnMore={openSkill} />
        </div>
        <aside className="flex flex-col gap-6">
          <CategorySidebar
            categories={overview.data?.categories}
            selected={filters.category}
            onSelect={(category) => update({ category })}
          />
          <QuickActions />
          <PlatformStats stats={overview.data?.stats} />
        </aside>
      </div>
      <SkillDetailDialog slug={openSlug} known={known} onOpen={setOpenSlug} onClose={() => setOpenSlug(null)} />
    </div>
  );
}
