import type { WorkspaceEmailInvitation } from '@skilllink/contracts/workspace';
import { Mail, UserMinus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { dateTimeFormat } from '../../../lib/intl';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelEmailInvite } from './api';
import './i18n';

/**
 * Someone invited by e-mail who has not joined SkillLink with that address yet: the masked
 * address (the server keeps no more), the role they will have, and for a lead a way to cancel.
 */
export function EmailInvitationRow({
  projectId,
  invitation,
  canManage,
}: {
  projectId: string;
  invitation: WorkspaceEmailInvitation;
  canManage: boolean;
}) {
  const { t } = useTranslation('workspace-team');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const cancel = useCancelEmailInvite();
  const date = dateTimeFormat({ dateStyle: 'medium' }).format(new Date(invitation.invitedAt));
  const email = invitation.email;

  const onCancel = () =>
    cancel.mutate(
      { projectId, invitationId: invitation.id },
      {
        onSuccess: () => toast(t('team.invitationCancelled', { name: email }), 'success'),
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted" aria-hidden="true">
        <Mail className="size-5" />
      </span>
      <div className="flex min-w-40 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-fg">{email}</span>
          <span className="inline-flex items-center rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning-fg">
            {t('team.invitedByEmail')}
          </span>
        </span>
        <span className="text-sm text-muted">
          {`${t(`role.${invitation.role}`)} · `}
          <time dateTime={invitation.invitedAt}>{t('team.invitedOn', { date })}</time>
        </span>
      </div>
      {canManage && (
        <Button
          variant="ghost"
          size="sm"
          className="whitespace-nowrap"
          busy={cancel.isPending}
          aria-label={t('team.cancelInvitationLabel', { name: email })}
          onClick={onCancel}
        >
          <UserMinus className="size-4" aria-hidden="true" />
          {t('team.cancelInvitation')}
        </Button>
      )}
    </li>
  );
}
