import { useId } from 'react';
import { QueryState } from '../../../../components/ui/query-state';
import { useTranslation } from '../../../../lib/use-translation';
import { useMyCompanies } from '../api/companies';
import { CompanyCard } from './company-card';
import '../i18n';

/**
 * The Posted tab's Companies: each company the member manages or recruits for, with its logo,
 * details and hiring team. Nothing shows for a member who posts only as themselves.
 */
export function CompaniesSection() {
  const { t } = useTranslation('jobCompanies');
  const id = useId();
  const companies = useMyCompanies();
  if (companies.data?.items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {t('section.title')}
        </h2>
        <p className="text-sm text-muted">{t('section.intro')}</p>
      </div>
      <QueryState
        query={companies}
        variant="inline"
        errorTitle={t('section.error')}
        loading={
          <p
            className="h-24 animate-pulse rounded-xl border border-border bg-surface-2 motion-reduce:animate-none"
            role="status"
            aria-label={t('section.loading')}
          />
        }
      >
        {(data) => (
          <ul aria-label={t('section.label')} className="flex flex-col gap-3">
            {data.items.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
