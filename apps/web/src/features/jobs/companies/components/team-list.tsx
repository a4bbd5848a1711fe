import type { Company, CompanyMember } from '@skilllink/contracts/companies';
import { useId, useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useRemoveMember } from '../api/team';
import '../i18n';

const fullName = (m: Pick<CompanyMember, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`;

/**
 * The hiring team, managers first. The manager removes a recruiter; a recruiter leaves; each
 * after a confirmation, since it takes away access to the company's applications.
 */
export function TeamList({ company }: { company: Company }) {
  const { t } = useTranslation('jobCompanies');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useRemoveMember();
  const [leaving, setLeaving] = useState<CompanyMember | null>(null);
  const isManager = company.myRole === 'manager';

  function confirm(member: CompanyMember) {
    remove.mutate(
      { companyId: company.id, memberId: member.id },
      {
        onSuccess: () => {
          setLeaving(null);
          toast(
            member.isMe ? t('team.left', { company: company.name }) : t('team.removed', { name: fullName(member), company: company.name }),
            'success',
          );
        },
        onError: (error) => {
          setLeaving(null);
          toast(errorMessage(error), 'error');
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <h4 id={`${id}-title`} className="text-sm font-semibold text-fg">
        {t('team.title')}
      </h4>
      <ul aria-labelledby={`${id}-title`} className="flex flex-col divide-y divide-border">
        {company.members.map((member) => {
          const name = fullName(member);
          const canRemove = !member.isMe && isManager && member.role === 'recruiter';
          const canLeave = member.isMe && member.role === 'recruiter';
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 py-2">
              <Avatar id={member.id} firstName={member.firstName} lastName={member.lastName} src={member.avatar} />
              {/* At least 10rem for the name: a narrow screen puts the action on its own line instead of squeezing it. */}
              <div className="flex min-w-40 flex-1 flex-col">
                <span className="font-medium wrap-anywhere text-fg">{member.isMe ? t('team.me', { name }) : name}</span>
                <span className="text-sm wrap-anywhere text-muted">
                  {t(`role.${member.role}`)}
                  {member.title ? ` · ${member.title}` : ''}
                </span>
              </div>
              {canRemove && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('team.removeLabel', { name })}
                  onClick={() => setLeaving(member)}
                >
                  {t('team.remove')}
                </Button>
              )}
              {canLeave && (
                <Button type="button" variant="secondary" size="sm" onClick={() => setLeaving(member)}>
                  {t('team.leave', { company: company.name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {isManager && company.members.filter((m) => m.role === 'manager').length === 1 && (
        <p className="text-xs text-muted">{t('team.onlyManager')}</p>
      )}
      {leaving && (
        <ConfirmDialog
          title={leaving.isMe ? t('team.leaveTitle', { company: company.name }) : t('team.removeTitle', { name: fullName(leaving) })}
          body={leaving.isMe ? t('team.leaveBody') : t('team.removeBody', { name: fullName(leaving), company: company.name })}
          confirm={leaving.isMe ? t('team.leave', { company: company.name }) : t('team.remove')}
          cancel={t('team.cancel')}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => confirm(leaving)}
          onClose={() => setLeaving(null)}
        />
      )}
    </div>
  );
}
