import type { JobAlertInput } from '@skilllink/contracts/jobs';
import { BellPlus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import type { JobFilters } from '../../api/keys';
import { useCreateAlert } from '../api/alerts';
import '../i18n';

/** The search an alert keeps: what narrows the list (date posted and sort mean nothing for "from now on"). */
export function alertSearchOf(f: JobFilters): JobAlertInput['search'] {
  return {
    kind: f.kind,
    q: f.q,
    type: f.type,
    experience: f.experience,
    location: f.location,
    // The tab's Remote box only narrows to remote work; unticked, both kinds match.
    ...(f.remote ? { remote: true } : {}),
    skills: f.skills,
    ...(f.currency && f.salaryMin !== null ? { currency: f.currency, salaryMin: f.salaryMin } : {}),
  };
}

/** Whether the search has anything an alert could keep (an alert on everything would tell of every listing). */
export function canAlert(f: JobFilters): boolean {
  const s = alertSearchOf(f);
  return Boolean(
    s.q || s.type !== 'all' || s.experience !== 'all' || s.location || s.remote || s.skills?.length || s.salaryMin !== undefined,
  );
}

/**
 * "Create alert" beside the Jobs (or Projects) tab's filters while a search narrows the list:
 * saves the search as it is, named from it by the server; a toast says what happened.
 */
export function CreateAlertButton({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation('jobAlerts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const create = useCreateAlert();
  if (!canAlert(filters)) return null;
  const save = () =>
    create.mutate(
      { search: alertSearchOf(filters) },
      {
        onSuccess: (alert) => toast(t('created', { name: alert.name }), 'success'),
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );
  return (
    <Button variant="secondary" size="sm" busy={create.isPending} title={t('createHint')} onClick={save}>
      {!create.isPending && <BellPlus className="size-4" aria-hidden="true" />}
      {create.isPending ? t('creating') : t('create')}
    </Button>
  );
}
