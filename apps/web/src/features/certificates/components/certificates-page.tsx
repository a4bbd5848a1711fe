import type { Certificate } from '@skilllink/contracts/certificates';
import { Award, BookOpen, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useCertificates } from '../api/get-certificates';
import '../i18n';
import { CertificateCard } from './certificate-card';
import { HowItWorks } from './how-it-works';
import { SkillBadgesPanel } from './skill-badges-panel';
import { VerifyPanel } from './verify-panel';

function CardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5" aria-hidden="true">
      <div className="flex gap-3">
        <div className="size-11 shrink-0 animate-pulse rounded-full bg-surface-2 motion-reduce:animate-none" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-5 w-3/4 animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
        </div>
      </div>
      <div className="h-12 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
      <div className="flex gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-11 w-24 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}

/** The list side of /app/certificates: count, search, cards, and the honest empty and error states. */
function CertificatesList() {
  const { t } = useTranslation('certificates');
  const certificates = useCertificates();
  return (
    <QueryState
      query={certificates}
      loading={
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('loading')}</span>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      }
      errorTitle={t('loadError')}
      errorBody={t('loadErrorBody')}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={<Award className="size-8" aria-hidden="true" />}
          title={t('empty')}
          body={t('emptyBody')}
          action={
            <Link to="/app/courses" className={buttonClasses({ size: 'sm' })}>
              <BookOpen className="size-4" aria-hidden="true" />
              {t('emptyAction')}
            </Link>
          }
        />
      }
    >
      {(data) => <CertificatesFound all={data.items} />}
    </QueryState>
  );
}

/** The member's certificates with the count and a search over course names. */
function CertificatesFound({ all }: { all: Certificate[] }) {
  const { t } = useTranslation('certificates');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query).trim().toLowerCase();
  const shown = deferred ? all.filter((c) => c.courseName.toLowerCase().includes(deferred)) : all;
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-fg tabular-nums">{t('count', { count: all.length })}</p>
      <div className="relative">
        <TextField
          type="search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="[&_input]:pl-10"
        />
        <Search className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-muted" aria-hidden="true" />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-border-strong bg-surface px-4 py-8 text-center text-muted">
          {t('noMatches', { query: query.trim() })}
        </p>
      ) : (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
          {shown.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /app/certificates: the Certificates screen. */
export function CertificatesScreen({ title }: { title: string }) {
  const { t } = useTranslation('certificates');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CertificatesList />
        <aside className="flex flex-col gap-6">
          <SkillBadgesPanel />
          <VerifyPanel />
          <HowItWorks />
        </aside>
      </div>
    </div>
  );
}
