import type { WorkspaceMilestone, WorkspaceProject } from '@skilllink/contracts/workspace';
import { Flag, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteMilestone, useMilestones } from './api';
import { today as todayOf } from './days';
import { MilestoneCard } from './milestone-card';
import { MilestoneDialog } from './milestone-dialog';
import { MilestoneTimeline } from './milestone-timeline';
import '../team/i18n';

/** Which dialog is open: adding, editing one, or confirming a deletion. */
type Editing = { kind: 'add' } | { kind: 'edit'; milestone: WorkspaceMilestone } | { kind: 'delete'; milestone: WorkspaceMilestone } | null;

function MilestonesLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <div className="h-24 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
      {[0, 1].map((i) => (
        <div key={i} className="h-32 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/**
 * The Milestones tab: a timeline, then each milestone with its status and progress (from its
 * tasks, computed by the server). Leads and members add, edit and delete; viewers and archived
 * projects read.
 */
export function MilestonesTab({ project }: { project: WorkspaceProject }) {
  const { t } = useTranslation('workspace-team');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const milestones = useMilestones(project.id);
  const remove = useDeleteMilestone();
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = (project.myRole === 'lead' || project.myRole === 'member') && !project.archived;
  const today = todayOf();

  const addButton = canEdit && (
    <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
      <Plus className="size-4" aria-hidden="true" />
      {t('milestones.add')}
    </Button>
  );

  const confirmDelete = (milestone: WorkspaceMilestone) =>
    remove.mutate(
      { projectId: project.id, milestoneId: milestone.id },
      {
        onSuccess: () => {
          setEditing(null);
          toast(t('milestones.deleted'), 'success');
        },
        onError: (error) => {
          setEditing(null);
          toast(errorMessage(error), 'error');
        },
      },
    );

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-fg">
          {t('milestones.title')}
        </h2>
        {milestones.data && milestones.data.items.length > 0 && addButton}
      </div>
      <QueryState
        query={milestones}
        errorTitle={t('milestones.error')}
        loading={<MilestonesLoading label={t('milestones.loading')} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<Flag className="size-8" aria-hidden="true" />}
            title={t('milestones.empty')}
            body={canEdit ? t('milestones.emptyBody') : t('milestones.emptyReadOnly')}
            action={addButton}
          />
        }
      >
        {(data) => (
          <>
            <MilestoneTimeline project={project} milestones={data.items} today={today} />
            <ol aria-label={t('milestones.listLabel')} className="grid gap-3 md:grid-cols-2">
              {data.items.map((milestone) => (
                <MilestoneCard
                  key={milestone.id}
                  milestone={milestone}
                  today={today}
                  canEdit={canEdit}
                  onEdit={() => setEditing({ kind: 'edit', milestone })}
                  onDelete={() => setEditing({ kind: 'delete', milestone })}
                />
              ))}
            </ol>
          </>
        )}
      </QueryState>
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <MilestoneDialog
          projectId={project.id}
          milestone={editing.kind === 'edit' ? editing.milestone : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('milestones.deleteTitle', { title: editing.milestone.title })}
          body={t('milestones.deleteBody')}
          confirm={t('milestones.deleteConfirm')}
          cancel={t('milestones.cancel')}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(editing.milestone)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
