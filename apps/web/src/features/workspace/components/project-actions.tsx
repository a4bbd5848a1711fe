import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { MoreHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useArchiveProject, useDeleteProject, useLeaveProject } from '../api/projects';

type Confirming = 'delete' | 'leave' | null;

/** Archive or restore and delete (a lead's), leave (anyone's; the last lead is told why not). */
export function ProjectActions({ project }: { project: WorkspaceProject }) {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const archive = useArchiveProject();
  const remove = useDeleteProject();
  const leave = useLeaveProject();
  const lead = project.myRole === 'lead';
  const failed = (error: unknown) => toast(errorMessage(error), 'error');
  const gone = (message: string) => {
    toast(message, 'success');
    void navigate('/app/projects');
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={t('detail.more')}>
            <MoreHorizontal className="size-5" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {lead && (
            <DropdownMenuItem
              onSelect={() =>
                archive.mutate(
                  { projectId: project.id, archived: !project.archived },
                  {
                    onSuccess: () => toast(t(project.archived ? 'detail.restoredToast' : 'detail.archivedToast'), 'success'),
                    onError: failed,
                  },
                )
              }
            >
              {t(project.archived ? 'detail.restore' : 'detail.archive')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setConfirming('leave')}>{t('detail.leave')}</DropdownMenuItem>
          {lead && (
            <DropdownMenuItem className="text-danger" onSelect={() => setConfirming('delete')}>
              {t('detail.delete')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {confirming === 'delete' && (
        <ConfirmDialog
          title={t('detail.deleteTitle', { title: project.title })}
          body={t('detail.deleteBody')}
          confirm={t('detail.deleteConfirm')}
          cancel={t('detail.cancel')}
          tone="danger"
          busy={remove.isPending}
          returnFocus={() => trigger.current}
          onClose={() => setConfirming(null)}
          onConfirm={() => remove.mutate(project.id, { onSuccess: () => gone(t('detail.deletedToast')), onError: failed })}
        />
      )}
      {confirming === 'leave' && (
        <ConfirmDialog
          title={t('detail.leaveTitle', { title: project.title })}
          body={t('detail.leaveBody')}
          confirm={t('detail.leaveConfirm')}
          cancel={t('detail.cancel')}
          busy={leave.isPending}
          returnFocus={() => trigger.current}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            leave.mutate(project.id, {
              onSuccess: () => gone(t('detail.leftToast')),
              onError: (error) => {
                setConfirming(null);
                failed(error);
              },
            })
          }
        />
      )}
    </>
  );
}
