import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { WORKSPACE_ROLES, type WorkspaceRoleName } from '@skilllink/contracts/workspace-constants';
import { UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../components/ui/cn';
import { dateTimeFormat } from '../../../lib/intl';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeRole } from './api';
import './i18n';

type TeamMember = WorkspaceProject['team'][number];

export const fullName = (m: Pick<TeamMember, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

interface MemberRowProps {
  projectId: string;
  member: TeamMember;
  /** The reader leads an active project: role and removal controls. */
  canManage: boolean;
  onRemove: (member: TeamMember) => void;
}

/** One person on the team: who, their role (a choice for a lead), since when, and removal. */
export function MemberRow({ projectId, member, canManage: lead, onRemove }: MemberRowProps) {
  // Not on their own row: leaving (and handing over the lead) is in the project's menu.
  const canManage = lead && !member.isMe;
  const { t } = useTranslation('workspace-team');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const changeRole = useChangeRole();
  // The server's refusal (the last lead, 409) stays under the row it is about until the next try.
  const [error, setError] = useState<string | null>(null);
  const name = fullName(member);
  const date = dateTimeFormat({ dateStyle: 'medium' }).format(new Date(member.joinedAt));

  const pick = (role: WorkspaceRoleName) => {
    setError(null);
    changeRole.mutate(
      { projectId, memberId: member.id, role },
      {
        onSuccess: () => toast(t('team.roleSaved', { name, role: t(`role.${role}`) }), 'success'),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar id={member.id} firstName={member.firstName} lastName={member.lastName} src={member.avatar} />
      {/* At least 10rem for the name: a narrow screen puts the controls on their own line instead of squeezing it. */}
      <div className="flex min-w-40 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-fg">{name}</span>
          {member.invited && (
            <span className="inline-flex items-center rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning-fg">
              {t('team.invited')}
            </span>
          )}
        </span>
        <span className="text-sm text-muted">
          {!canManage && `${t(`role.${member.role}`)} · `}
          <time dateTime={member.joinedAt}>{member.invited ? t('team.invitedOn', { date }) : t('team.joined', { date })}</time>
        </span>
      </div>
      {canManage && (
        <div className="flex items-center gap-2">
          <select
            aria-label={t('team.roleOf', { name })}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            className={cn(inputClasses, 'w-auto')}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => pick(event.target.value as WorkspaceRoleName)}
          >
            {WORKSPACE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap"
            aria-label={member.invited ? t('team.cancelInvitationLabel', { name }) : t('team.removeLabel', { name })}
            onClick={() => onRemove(member)}
          >
            <UserMinus className="size-4" aria-hidden="true" />
            {member.invited ? t('team.cancelInvitation') : t('team.remove')}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
