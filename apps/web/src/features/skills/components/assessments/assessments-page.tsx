import { ArrowLeft, ClipboardCheck } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Link } from '../../../../components/ui/link';
import { QueryState } from '../../../../components/ui/query-state';
import { useTranslation } from '../../../../lib/use-translation';
import { useAssessments } from '../../api/get-assessments';
import { AssessmentCard } from './assessment-card';
import { AssessmentRules } from './assessment-rules';
import '../../i18n';

function CardsSkeleton() {
  const { t } = useTranslation('skills');
  return (
    <div role="status" aria-label={t('assessments.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex h-48 flex-col gap-3 rounded-xl border border-border bg-surface p-4" aria-hidden="true">
          <span className="h-5 w-1/2 animate-pulse rounded bg-surface-2" />
          <span className="h-4 w-1/3 animate-pulse rounded bg-surface-2" />
          <span className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
          <span className="mt-auto h-11 w-full animate-pulse rounded-lg bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

/** /app/skills/assessments: every skill's test and where the member stands at each. */
export function AssessmentsPage() {
  const { t } = useTranslation('skills');
  const query = useAssessments();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link
          to="/app/skills"
          className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('assessments.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('assessments.title')}</h1>
        <p className="text-muted">{t('assessments.subtitle')}</p>
      </header>
      <AssessmentRules titleId="assessment-rules-title" />
      <QueryState
        query={query}
        loading={<CardsSkeleton />}
        errorTitle={t('assessments.errorTitle')}
        errorBody={t('assessments.errorBody')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<ClipboardCheck className="size-8" aria-hidden="true" />}
            title={t('assessments.emptyTitle')}
            body={t('assessments.emptyBody')}
          />
        }
      >
        {(data) => (
          <ul aria-label={t('assessments.listLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((item) => (
              <li key={item.skill} className="flex">
                <AssessmentCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
