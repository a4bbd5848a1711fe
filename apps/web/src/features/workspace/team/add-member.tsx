import type { TeamCandidate, WorkspaceProject } from '@skilllink/contracts/workspace';
import { TEAM_QUERY_MAX } from '@skilllink/contracts/workspace-constants';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../components/ui/cn';
import { useDebounced } from '../../../lib/use-debounced';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { looksLikeEmail } from '../../../lib/email-shape';
import { useCandidates, useInvite, useInviteByEmail } from './api';
import { EmailOption } from './email-option';
import { INVITE_ROLES } from './roles';
import './i18n';

/** Short enough to feel live, long enough not to ask for every keystroke of a fast typist. */
const SEARCH_PAUSE_MS = 150;

/**
 * The lead invites one of their connections (searched by name on the server, which leaves out
 * the team and pending invitations), or anyone by e-mail address (ADR 059). The box is a
 * combobox: arrows move through the results, Enter invites the highlighted person (or the
 * address typed), Escape closes.
 */
export function AddMember({ project }: { project: WorkspaceProject }) {
  const { t } = useTranslation('workspace-team');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [role, setRole] = useState<(typeof INVITE_ROLES)[number]>('member');
  const [active, setActive] = useState(0);
  const query = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  // An address is not a name to search for: it becomes the one option, an invitation by e-mail.
  const email = looksLikeEmail(text.trim()) ? text.trim() : null;
  const candidates = useCandidates(project.id, query, open && !email);
  const invite = useInvite();
  const inviteByEmail = useInviteByEmail();
  const items = email ? [] : (candidates.data?.items ?? []);
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const boxId = `${id}-search`;

  // Opening the panel puts the cursor in the box (an autoFocus attribute is not applied on a later render).
  useEffect(() => {
    if (open) document.getElementById(boxId)?.focus();
  }, [open, boxId]);

  const send = (person: TeamCandidate) => {
    const name = `${person.firstName} ${person.lastName}`;
    invite.mutate(
      { projectId: project.id, memberId: person.id, role },
      {
        onSuccess: () => {
          toast(t('add.sent', { name }), 'success');
          setText('');
          setActive(0);
        },
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );
  };

  const sendEmail = (address: string) =>
    inviteByEmail.mutate(
      { projectId: project.id, email: address, role },
      {
        onSuccess: () => {
          toast(t('add.emailed', { email: address }), 'success');
          setText('');
        },
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (email && event.key === 'Enter') {
      event.preventDefault();
      if (!inviteByEmail.isPending) sendEmail(email);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const person = items[Math.min(active, items.length - 1)];
      if (person && !invite.isPending) send(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  if (!open) {
    return (
      <div>
        <Button variant="primary" size="sm" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={`${id}-panel`}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('add.open')}
        </Button>
      </div>
    );
  }

  return (
    <div id={`${id}-panel`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4">
      <p className="text-sm text-muted">{t('add.intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          type="search"
          label={t('add.search')}
          hint={t('add.hint')}
          value={text}
          maxLength={TEAM_QUERY_MAX}
          id={boxId}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={items.length > 0 || email !== null}
          aria-controls={listId}
          aria-activedescendant={email ? optionId(0) : items.length > 0 ? optionId(Math.min(active, items.length - 1)) : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
        />
        <SelectField
          className="sm:w-40"
          label={t('add.role')}
          value={role}
          options={INVITE_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          onChange={(event) => setRole(event.target.value as typeof role)}
        />
      </div>
      {email ? (
        <EmailOption
          listId={listId}
          optionId={optionId(0)}
          email={email}
          role={role}
          busy={inviteByEmail.isPending}
          onInvite={() => !inviteByEmail.isPending && sendEmail(email)}
        />
      ) : (
        <QueryState
          query={candidates}
          variant="inline"
          errorTitle={t('add.error')}
          loading={
            <div role="status" aria-label={t('add.loading')} className="flex flex-col gap-2">
              {[0, 1].map((i) => (
                <div key={i} className="h-12 animate-pulse rounded-lg bg-surface motion-reduce:animate-none" />
              ))}
            </div>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-fg">{query ? t('add.none', { q: query }) : t('add.noConnections')}</p>}
        >
          {(data) => (
            <ul id={listId} role="listbox" aria-label={t('add.results')} className="flex flex-col gap-1">
              {data.items.map((person, i) => {
                const name = `${person.firstName} ${person.lastName}`;
                const selected = i === Math.min(active, data.items.length - 1);
                return (
                  // The input keeps focus (aria-activedescendant); a click or tap on an option invites.
                  <li
                    key={person.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    aria-label={t('add.inviteLabel', { name, role: t(`role.${role}`) })}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => !invite.isPending && send(person)}
                    onMouseEnter={() => setActive(i)}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2',
                      selected ? 'bg-primary-soft' : 'hover:bg-surface',
                    )}
                  >
                    <Avatar id={person.id} firstName={person.firstName} lastName={person.lastName} src={person.avatar} />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium wrap-anywhere text-fg">{name}</span>
                      {person.title && <span className="text-sm wrap-anywhere text-muted">{person.title}</span>}
                    </span>
                    <span className="text-sm font-medium text-primary" aria-hidden="true">
                      {t('add.invite')}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('add.close')}
        </Button>
      </div>
    </div>
  );
}
