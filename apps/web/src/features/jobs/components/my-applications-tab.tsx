import type { MyApplication } from '@skilllink/contracts/jobs';
import { FileText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationItem, withdrawButtonId } from './application-item';
import '../i18n';

// Fetched on the first Withdraw: the list itself needs no dialog code.
const WithdrawDialog = lazy(() => import('./withdraw-dialog').then((m) => ({ default: m.WithdrawDialog })));

/** My Applications: each application's job, when it was sent, its status, and Withdraw while pending. */
export function MyApplicationsTab({ onBrowseJobs }: { onBrowseJobs: () => void }) {
  const { t } = useTranslation('jobs');
  const applications = useMyApplications();
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  return (
    <>
      <QueryState
        query={applications}
        loading={
          <div
            role="status"
            aria-label={t('applications.loading')}
            className="flex animate-pulse flex-col gap-4 motion-reduce:animate-none"
          >
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-36 rounded-xl border border-border bg-surface-2 sm:h-28" />
            ))}
          </div>
        }
        errorTitle={t('applications.errorTitle')}
        errorBody={t('list.errorBody')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<FileText className="size-8" aria-hidden="true" />}
            title={t('applications.emptyTitle')}
            body={t('applications.emptyBody')}
            action={<Button onClick={onBrowseJobs}>{t('applications.browseJobs')}</Button>}
          />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.items.map((application) => (
              <li key={application.id}>
                <ApplicationItem application={application} onWithdraw={setWithdrawing} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Suspense fallback={null}>
        {withdrawing && (
          <WithdrawDialog
            key={withdrawing.id}
            application={withdrawing}
            onClose={() => setWithdrawing(null)}
            // Withdrawn, the button is gone: focus goes to the application's title instead.
            returnFocus={() =>
              document.getElementById(withdrawButtonId(withdrawing.id)) ??
              document.querySelector<HTMLElement>(`[data-application="${withdrawing.id}"] h3 a`)
            }
          />
        )}
      </Suspense>
    </>
  );
}
