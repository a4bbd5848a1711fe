import type { WorkspaceRoleName } from '@skilllink/contracts/workspace-constants';
import { Mail } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import './i18n';

/**
 * The one option when the box holds an e-mail address: invite it. Whoever holds the address is
 * invited when they join SkillLink with it (or at once, when they already have).
 */
export function EmailOption(props: {
  listId: string;
  optionId: string;
  email: string;
  role: WorkspaceRoleName;
  busy: boolean;
  onInvite: () => void;
}) {
  const { t } = useTranslation('workspace-team');
  return (
    <div className="flex flex-col gap-2">
      <ul id={props.listId} role="listbox" aria-label={t('add.results')} aria-busy={props.busy} className="flex flex-col gap-1">
        {/* The input keeps focus (aria-activedescendant); a click or tap invites. */}
        <li
          id={props.optionId}
          role="option"
          aria-selected
          aria-label={t('add.emailLabel', { email: props.email, role: t(`role.${props.role}`) })}
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onInvite}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-primary-soft px-2 py-2"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-muted" aria-hidden="true">
            <Mail className="size-4" />
          </span>
          <span className="min-w-0 flex-1 font-medium wrap-anywhere text-fg">{t('add.byEmail', { email: props.email })}</span>
          <span className="text-sm font-medium text-primary" aria-hidden="true">
            {t('add.invite')}
          </span>
        </li>
      </ul>
      <p className="text-sm text-muted">{t('add.emailHint')}</p>
    </div>
  );
}
