import type { JobSummary } from '@skilllink/contracts/jobs';
import { lazy, Suspense, useCallback, useState } from 'react';

// The dialog's code (Radix Dialog, focus trap, scroll lock) is fetched on the first Apply, not
// before the list's first paint: the Jobs page has a 60 KB budget beyond the app shell.
const ApplyDialog = lazy(() => import('../components/apply-dialog').then((m) => ({ default: m.ApplyDialog })));

/** Apply from anywhere a job is shown: `open(job)` shows the dialog, `dialog` is where it renders. */
export function useApplyDialog() {
  const [job, setJob] = useState<JobSummary | null>(null);
  const open = useCallback((next: JobSummary) => setJob(next), []);
  const dialog = <Suspense fallback={null}>{job && <ApplyDialog key={job.id} job={job} onClose={() => setJob(null)} />}</Suspense>;
  return { open, dialog };
}
