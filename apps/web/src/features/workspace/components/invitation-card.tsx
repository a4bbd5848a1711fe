import type { WorkspaceProjects } from '@skilllink/contracts/workspace';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useAnswerInvitation } from '../api/projects';

type Invitation = WorkspaceProjects['invitations'][number];

/** An invitation to a project: accepting opens it; declining removes it. */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const answer = useAnswerInvitation();
  const reply = (accept: boolean) =>
    answer.mutate(
      { projectId: invitation.projectId, accept },
      {
        onSuccess: () => {
          toast(accept ? t('invitations.accepted', { title: invitation.title }) : t('invitations.declined'), 'success');
          if (accept) void navigate(`/app/projects/${encodeURIComponent(invitation.projectId)}`);
        },
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    );
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-primary bg-primary-soft p-3">
      <div className="flex flex-col gap-0.5">
        <h3 className="break-words font-semibold text-fg">{invitation.title}</h3>
        <p className="text-sm text-muted">{t('invitations.text', { name: invitation.invitedBy, role: t(`role.${invitation.role}`) })}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => reply(true)}>
          {t('invitations.accept')}
        </Button>
        <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => reply(false)}>
          {t('invitations.decline')}
        </Button>
      </div>
    </article>
  );
}
