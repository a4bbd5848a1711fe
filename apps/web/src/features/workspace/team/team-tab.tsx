import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { AddMember } from './add-member';
import { useRemoveMember } from './api';
import { EmailInvitationRow } from './email-invitation-row';
import { fullName, MemberRow } from './member-row';
import { RoleLegend } from './role-legend';
import { ROLE_ORDER } from './roles';
import './i18n';

type TeamMember = WorkspaceProject['team'][number];

/**
 * The Team tab: everyone on the project and those invited. A lead of an active project adds,
 * re-roles and removes people; everyone else (and everyone on an archived project) reads it.
 * Leaving is in the project header.
 */
export function TeamTab({ project }: { project: WorkspaceProject }) {
  const { t } = useTranslation('workspace-team');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const canManage = project.myRole === 'lead' && !project.archived;
  // Leads first, then members and viewers; invitations after the people who have joined.
  const team = [...project.team].sort(
    (a, b) => Number(a.invited) - Number(b.invited) || ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || fullName(a).localeCompare(fullName(b)),
  );

  const confirmRemove = (member: TeamMember) => {
    const name = fullName(member);
    remove.mutate(
      { projectId: project.id, memberId: member.id },
      {
        onSuccess: () => {
          setRemoving(null);
          toast(member.invited ? t('team.invitationCancelled', { name }) : t('team.removed', { name }), 'success');
        },
        onError: (error) => {
          setRemoving(null);
          toast(errorMessage(error), 'error');
        },
      },
    );
  };

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-2">
        <h2 id={id} className="text-xl font-semibold text-fg">
          {t('team.title')}
        </h2>
        <span className="text-sm text-muted tabular-nums">
          {t('team.count', { count: project.team.length + project.emailInvitations.length })}
        </span>
      </div>
      {canManage && <AddMember project={project} />}
      {!canManage && <p className="text-sm text-muted">{project.archived ? t('team.archived') : t('team.readOnly')}</p>}
      <ul aria-label={t('team.listLabel')} className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface px-4">
        {team.map((member) => (
          <MemberRow
            key={member.id}
            projectId={project.id}
            member={member}
            canManage={canManage}
            // A pending invitation is cancelled at once (asking again is cheap); removing someone who works on the project is confirmed.
            onRemove={(m) => (m.invited ? confirmRemove(m) : setRemoving(m))}
          />
        ))}
        {/* Invited by e-mail, not on SkillLink with that address yet: after everyone with a name. */}
        {project.emailInvitations.map((invitation) => (
          <EmailInvitationRow key={invitation.id} projectId={project.id} invitation={invitation} canManage={canManage} />
        ))}
      </ul>
      <RoleLegend />
      {removing && (
        <ConfirmDialog
          title={t('team.removeTitle', { name: fullName(removing) })}
          body={t('team.removeBody', { name: fullName(removing), project: project.title })}
          confirm={t('team.removeConfirm')}
          cancel={t('team.cancel')}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
