import type { ConnectionsPage } from '@skilllink/contracts/connections';
import type { WorkspaceProject, WorkspaceProjectInput } from '@skilllink/contracts/workspace';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { api } from '../../../lib/api';
import { fieldValue, type FormErrors } from '../../../lib/form';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

export type ClientErrors = 'client.name' | 'client.email';
type Kind = 'none' | 'member' | 'outside';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The project's client from the form: none, a member (by id), or a name and optional e-mail. */
export function readClient(data: FormData, t: TFunction<'workspace'>, found: FormErrors<ClientErrors>): WorkspaceProjectInput['client'] {
  const kind = fieldValue(data, 'client.kind') as Kind;
  if (kind === 'member') {
    const memberId = fieldValue(data, 'client.memberId');
    return memberId ? { memberId } : null;
  }
  if (kind !== 'outside') return null;
  const name = fieldValue(data, 'client.name').trim();
  const email = fieldValue(data, 'client.email').trim();
  if (!name) found['client.name'] = t('form.clientNameRequired');
  if (email && !EMAIL.test(email)) found['client.email'] = t('form.badEmail');
  return { name, email };
}

/** Who can be a member client: the team (accepted) and my connections (first 50), each once. */
function useClientChoices(project: WorkspaceProject | undefined, enabled: boolean) {
  const connections = useQuery({
    queryKey: ['workspace', 'client-choices'],
    queryFn: ({ signal }) => api<ConnectionsPage>('/api/v1/connections?limit=50', { signal }),
    enabled,
    staleTime: 60_000,
  });
  const people = new Map<string, string>();
  for (const m of project?.team ?? []) if (!m.invited) people.set(m.id, `${m.firstName} ${m.lastName}`);
  for (const c of connections.data?.items ?? []) people.set(c.id, `${c.firstName} ${c.lastName}`);
  if (project?.client?.id) people.set(project.client.id, project.client.name);
  return [...people].map(([value, label]) => ({ value, label }));
}

export function ClientFields({ project, errors }: { project?: WorkspaceProject; errors: FormErrors<ClientErrors> }) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const client = project?.client ?? null;
  const [kind, setKind] = useState<Kind>(client ? (client.id ? 'member' : 'outside') : 'none');
  const choices = useClientChoices(project, kind === 'member');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.client')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {(['none', 'member', 'outside'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-fg">
            <input
              type="radio"
              name="client.kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-4 accent-primary"
            />
            {t(value === 'none' ? 'form.clientNone' : value === 'member' ? 'form.clientMember' : 'form.clientOutside')}
          </label>
        ))}
      </div>
      {kind === 'member' && (
        <SelectField
          id={`${id}-member`}
          name="client.memberId"
          label={t('form.clientMemberPick')}
          defaultValue={client?.id ?? ''}
          options={[{ value: '', label: '—' }, ...choices]}
          aria-describedby={`${id}-member-hint`}
        />
      )}
      {kind === 'member' && (
        <p id={`${id}-member-hint`} className="text-sm text-muted">
          {t('form.clientMemberHint')}
        </p>
      )}
      {kind === 'outside' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="client.name"
            label={t('form.clientName')}
            defaultValue={client && !client.id ? client.name : ''}
            error={errors['client.name']}
          />
          <TextField
            name="client.email"
            type="email"
            label={t('form.clientEmail')}
            defaultValue={client?.email ?? ''}
            error={errors['client.email']}
          />
        </div>
      )}
    </fieldset>
  );
}
