import type { JobSummary } from '@skilllink/contracts/jobs';
import { Bookmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useSetJobSaved } from '../api/save-job';
import '../i18n';

/**
 * Save / unsave as one toggle button (aria-pressed, a fixed name): the bookmark fills at once,
 * and goes back with a toast if the server refuses. `withText` writes "Save"/"Saved" beside it.
 */
export function SaveButton({ job, withText = false }: { job: JobSummary; withText?: boolean }) {
  const { t } = useTranslation('jobs');
  const toast = useToast();
  const save = useSetJobSaved();
  const toggle = () => {
    const saved = !job.saved;
    save.mutate({ job, saved }, { onError: () => toast(t(saved ? 'save.saveFailed' : 'save.unsaveFailed'), 'error') });
  };
  const state = job.saved ? t('save.saved') : t('save.save');
  return (
    <Button
      variant={withText ? 'secondary' : 'ghost'}
      size={withText ? 'md' : 'icon'}
      aria-pressed={job.saved}
      aria-label={t('save.label', { title: job.title })}
      title={withText ? undefined : state}
      onClick={toggle}
    >
      <Bookmark className={cn('size-5', job.saved ? 'fill-current text-primary' : 'text-muted')} aria-hidden="true" />
      {withText && <span aria-hidden="true">{state}</span>}
    </Button>
  );
}
