import type { JobInput, JobSummary } from '@skilllink/contracts/jobs';
import { dateTimeFormat } from '../../../../lib/intl';
import { useTranslation } from '../../../../lib/use-translation';
import { CompanyLogo } from '../../components/company-logo';
import { JobFacts } from '../../components/job-facts';
import { panel } from '../../components/panel';
import { PlainText } from '../../components/plain-text';
import { SkillChips } from '../../components/skill-chips';
import '../../i18n';
import '../i18n';

const LISTS = ['responsibilities', 'requirements', 'benefits'] as const;

/** The form's values in the shape the listing's own pieces draw (nothing is saved yet). */
function asSummary(input: JobInput, companyName: string): JobSummary {
  return {
    id: 'preview',
    kind: input.kind ?? 'job',
    title: input.title,
    company: { id: null, name: companyName, logo: null },
    location: input.location,
    type: input.type,
    experienceLevel: input.experienceLevel,
    salary: input.salary ?? null,
    budget: input.budget ?? null,
    duration: input.duration || null,
    projectStatus: input.kind === 'project' ? 'open' : null,
    isRemote: input.isRemote ?? false,
    skills: input.skills,
    postedAt: new Date().toISOString(),
    deadline: input.deadline ?? null,
    isActive: true,
    applicationsCount: 0,
    matchScore: 0,
    saved: false,
    myApplication: null,
    postedByMe: true,
  };
}

/**
 * The listing as applicants will see it, drawn with the detail page's own pieces (facts and
 * salary as §9 shows them, skills, plain text with clickable links, never HTML) from what the
 * form holds; without the Apply and Save buttons, which need a saved job.
 */
export function JobPreview({ input, companyName, isNew }: { input: JobInput; companyName: string; isNew: boolean }) {
  const { t } = useTranslation('jobs');
  const { t: th } = useTranslation('jobsHiring');
  const job = asSummary(input, companyName);
  const questions = input.questions ?? [];
  return (
    <article aria-label={th('preview.listing')} className="flex min-w-0 flex-col gap-4">
      <header className={`${panel} gap-4`}>
        <div className="flex items-start gap-4">
          <CompanyLogo company={job.company} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {/* Under the page's "Preview" heading, as the listing's own h1 would be on its page. */}
            <h3 className="text-2xl font-bold tracking-tight wrap-anywhere text-fg sm:text-3xl">{job.title}</h3>
            <p className="wrap-anywhere text-fg">{job.company.name}</p>
          </div>
        </div>
        <JobFacts job={job} />
        <SkillChips skills={job.skills} all />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          {isNew && <span>{th('preview.postedNow')}</span>}
          {job.deadline ? (
            <time dateTime={job.deadline}>
              {t('detail.deadline', { date: dateTimeFormat({ dateStyle: 'medium' }).format(new Date(job.deadline)) })}
            </time>
          ) : (
            <span>{th('preview.noDeadline')}</span>
          )}
        </p>
      </header>
      <section className={panel}>
        <h3 className="text-lg font-semibold text-fg">{t(job.kind === 'project' ? 'detail.aboutProject' : 'detail.description')}</h3>
        <PlainText text={input.description} className="text-fg" />
      </section>
      {LISTS.filter((list) => (input[list] ?? []).length > 0).map((list) => (
        <section key={list} className={panel}>
          <h3 className="text-lg font-semibold text-fg">{t(`detail.${list}`)}</h3>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-fg marker:text-muted">
            {(input[list] ?? []).map((line, i) => (
              <li key={i} className="wrap-anywhere">
                {line}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {questions.length > 0 && (
        <section className={panel}>
          <h3 className="text-lg font-semibold text-fg">{th('preview.questions')}</h3>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-fg">
            {questions.map((question, i) => (
              <li key={i} className="wrap-anywhere">
                {question}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
