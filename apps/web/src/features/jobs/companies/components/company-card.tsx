import type { Company } from '@skilllink/contracts/companies';
import { ExternalLink, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { CompanyLogo } from '../../components/company-logo';
import { AddRecruiter } from './add-recruiter';
import { DetailsForm } from './details-form';
import { LogoField } from './logo-field';
import { TeamList } from './team-list';
import '../i18n';

/** The host of a website for display ("kentepay.com"); the address as given when it cannot be read. */
function hostOf(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

/** One company: its logo, details and team; the manager's copy has the forms to change them. */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation('jobCompanies');
  const id = useId();
  const isManager = company.myRole === 'manager';
  return (
    <li>
      <article aria-labelledby={`${id}-name`} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4">
        <header className="flex items-start gap-3">
          <CompanyLogo company={company} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <h3 id={`${id}-name`} className="font-semibold wrap-anywhere text-fg">
              {company.name}
            </h3>
            <span className="text-sm text-muted">{t(`role.${company.myRole}`)}</span>
            {company.location && (
              <span className="inline-flex items-center gap-1 text-sm wrap-anywhere text-muted">
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                {company.location}
              </span>
            )}
            {company.website && (
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                aria-label={t('website', { host: hostOf(company.website) })}
                className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium wrap-anywhere text-primary hover:underline sm:min-h-0"
              >
                {hostOf(company.website)}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              </a>
            )}
          </div>
        </header>
        {isManager && <LogoField company={company} />}
        {isManager && <DetailsForm company={company} />}
        <TeamList company={company} />
        {isManager && <AddRecruiter company={company} />}
      </article>
    </li>
  );
}
