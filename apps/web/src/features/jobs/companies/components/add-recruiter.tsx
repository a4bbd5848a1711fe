import type { Company, RecruiterCandidate } from '@skilllink/contracts/companies';
import { RECRUITER_QUERY_MAX } from '@skilllink/contracts/company-constants';
import { useId, useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { QueryState } from '../../../../components/ui/query-state';
import { useToast } from '../../../../components/ui/toast';
import { useDebounced } from '../../../../lib/use-debounced';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useAddRecruiter, useCandidates } from '../api/team';
import '../i18n';

/**
 * The manager adds a recruiter by picking one of their connections (searched by name on the
 * server): no e-mail box, which would tell who has an account (ADR 055).
 */
export function AddRecruiter({ company }: { company: Company }) {
  const { t } = useTranslation('jobCompanies');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const candidates = useCandidates(company.id, query, open);
  const add = useAddRecruiter();

  const pick = (person: RecruiterCandidate) => {
    const name = `${person.firstName} ${person.lastName}`;
    add.mutate(
      { companyId: company.id, memberId: person.id },
      {
        onSuccess: () => toast(t('add.added', { name, company: company.name }), 'success'),
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );
  };

  if (!open) {
    return (
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls={`${id}-panel`}
        >
          {t('add.open')}
        </Button>
      </div>
    );
  }

  return (
    <div id={`${id}-panel`} className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-3">
      <p className="text-sm text-muted">{t('add.intro')}</p>
      <TextField
        type="search"
        label={t('add.search')}
        value={text}
        maxLength={RECRUITER_QUERY_MAX}
        autoComplete="off"
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <QueryState
        query={candidates}
        variant="inline"
        errorTitle={t('add.error')}
        loading={
          <p className="h-11 animate-pulse rounded-lg bg-surface motion-reduce:animate-none" role="status" aria-label={t('add.loading')} />
        }
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-fg">{query ? t('add.none') : t('add.noConnections')}</p>}
      >
        {(data) => (
          <ul aria-label={t('add.results')} className="flex flex-col divide-y divide-border">
            {data.items.map((person) => {
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <li key={person.id} className="flex items-center gap-3 py-2">
                  <Avatar id={person.id} firstName={person.firstName} lastName={person.lastName} src={person.avatar} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium wrap-anywhere text-fg">{name}</span>
                    {person.title && <span className="text-sm wrap-anywhere text-muted">{person.title}</span>}
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    aria-label={t('add.buttonLabel', { name })}
                    disabled={add.isPending}
                    onClick={() => pick(person)}
                  >
                    {t('add.button')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('add.close')}
        </Button>
      </div>
    </div>
  );
}
