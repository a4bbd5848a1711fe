import type { WorkspaceProject, WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { ClipboardList, SearchX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useMilestones, useTasks } from './api';
import { useMoveTask } from './api-move';
import type { Destination } from './board-moves';
import { TaskBoard } from './task-board';
import { canEditTasks } from './task-bits';
import { TaskDialog } from './task-dialog';
import { TaskList } from './task-list';
import { isOffline, queueTaskStatus, useWaitingTasks } from './offline-done';
import { filterTasks, groupByStatus, hasFilters, lastIn, localDay } from './task-model';
import { TasksSkeleton } from './tasks-skeleton';
import { TasksToolbar } from './tasks-toolbar';
import { useTaskFilters } from './use-task-filters';
import './i18n';

type Editing = { task: WorkspaceTask | null; status?: TaskStatusName } | null;

/** A project's Tasks tab (issue 23 item 3): list or board, filters in the address, the task dialog. */
export function TasksTab({ project }: { project: WorkspaceProject }) {
  const { t } = useTranslation('workspace-tasks');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const tasks = useTasks(project.id);
  const milestoneData = useMilestones(project.id).data;
  const milestones = useMemo(() => milestoneData?.items ?? [], [milestoneData]);
  const move = useMoveTask(project.id);
  const queryClient = useQueryClient();
  const waiting = useWaitingTasks(project.id);
  const { view, filters, setView, setFilter, clearFilters } = useTaskFilters();
  const [editing, setEditing] = useState<Editing>(null);
  const editable = canEditTasks(project);
  // "Me" in the filters and the default assignee of a new task.
  const myId = project.team.find((m) => m.isMe)?.id;
  // Once per mount: the day only matters for "overdue" and "this week".
  const [now] = useState(() => new Date());
  const today = localDay(now);

  const all = tasks.data?.items;
  const allColumns = useMemo(() => groupByStatus(all ?? []), [all]);
  const shown = useMemo(() => groupByStatus(filterTasks(all ?? [], filters, myId, now)), [all, filters, myId, now]);
  const listed = useMemo(() => [...shown.pending, ...shown.in_progress, ...shown.completed], [shown]);
  const milestoneNames = useMemo(() => new Map(milestones.map((m) => [m.id, m.title])), [milestones]);

  const sendMove = useCallback(
    (task: WorkspaceTask, to: Destination) =>
      move.mutate(
        { taskId: task.id, ...to },
        { onError: (caught) => toast(t('board.moveFailed', { reason: errorMessage(caught) }), 'error') },
      ),
    [move, toast, t, errorMessage],
  );
  // The checkbox (spec §4): pending ↔ completed, to the end of the other column.
  const toggle = useCallback(
    (task: WorkspaceTask) => {
      const status = task.status === 'completed' ? 'pending' : 'completed';
      // Offline the state is kept on the device and sent on reconnect (ADR 075).
      if (isOffline()) queueTaskStatus(queryClient, project.id, task, status);
      else sendMove(task, { status, afterId: lastIn(allColumns, status, task.id) });
    },
    [allColumns, sendMove, queryClient, project.id],
  );
  const open = useCallback((task: WorkspaceTask) => setEditing({ task }), []);

  const body = (items: WorkspaceTask[]) => {
    if (items.length === 0) {
      return (
        <EmptyState
          icon={<ClipboardList className="size-10" aria-hidden="true" />}
          title={t('empty.title')}
          body={editable ? t('empty.body') : t('empty.readOnlyBody')}
          action={editable && <Button onClick={() => setEditing({ task: null })}>{t('toolbar.newTask')}</Button>}
        />
      );
    }
    if (listed.length === 0 && hasFilters(filters)) {
      return (
        <EmptyState
          icon={<SearchX className="size-10" aria-hidden="true" />}
          title={t('empty.filteredTitle')}
          body={t('empty.filteredBody')}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              {t('toolbar.clear')}
            </Button>
          }
        />
      );
    }
    if (view === 'board') return <TaskBoard columns={shown} today={today} onMove={editable ? sendMove : undefined} onOpen={open} />;
    return (
      <TaskList
        tasks={listed}
        today={today}
        milestoneNames={milestoneNames}
        waiting={waiting}
        onToggle={editable ? toggle : undefined}
        onOpen={open}
      />
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <TasksToolbar
        project={project}
        myId={myId}
        milestones={milestones}
        view={view}
        filters={filters}
        shown={listed.length}
        onView={setView}
        onFilter={setFilter}
        onClear={clearFilters}
        onCreate={() => setEditing({ task: null })}
      />
      <QueryState query={tasks} loading={<TasksSkeleton />} errorTitle={t('loadError')} errorBody={t('loadErrorBody')}>
        {(data) => body(data.items)}
      </QueryState>
      {editing && (
        <TaskDialog
          project={project}
          myId={myId}
          milestones={milestones}
          task={editing.task}
          initialStatus={editing.status}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
