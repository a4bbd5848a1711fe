import { PROPOSAL_BUDGET_MAX, PROPOSAL_TIMELINE_MAX } from '@skilllink/contracts/job-constants';
import { TextField } from '../../../components/ui/field';
import type { FormErrors } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** A proposal's own terms (spec §3 proposal payload): the freelancer's timeline and rate or budget, free text. */
export function ProposalTerms({ errors }: { errors: FormErrors<string> }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('proposal.timeline')}
        name="timeline"
        required
        maxLength={PROPOSAL_TIMELINE_MAX}
        placeholder={t('proposal.timelinePlaceholder')}
        error={errors.timeline}
      />
      <TextField
        label={t('proposal.budget')}
        name="budget"
        required
        maxLength={PROPOSAL_BUDGET_MAX}
        placeholder={t('proposal.budgetPlaceholder')}
        error={errors.budget}
      />
    </div>
  );
}

/** Reads the proposal's terms from the form: a blank one is an error under its field. */
export function readProposalTerms(t: (key: 'proposal.timelineRequired' | 'proposal.budgetRequired') => string, data: FormData) {
  const terms = { timeline: String(data.get('timeline') ?? '').trim(), budget: String(data.get('budget') ?? '').trim() };
  const errors: FormErrors<string> = {};
  if (!terms.timeline) errors.timeline = t('proposal.timelineRequired');
  if (!terms.budget) errors.budget = t('proposal.budgetRequired');
  return { terms, errors };
}
