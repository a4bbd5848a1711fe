import type { WorkspaceMilestone, WorkspaceProject } from '@skilllink/contracts/workspace';
import { TASK_STATUSES } from '@skilllink/contracts/workspace-constants';
import { KanbanSquare, List, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { assignableMembers, canEditTasks, memberName } from './task-bits';
import { hasFilters, type TaskFilters } from './task-model';
import type { TasksView } from './use-task-filters';
import './i18n';

interface ToolbarProps {
  project: WorkspaceProject;
  myId: string | undefined;
  milestones: readonly WorkspaceMilestone[];
  view: TasksView;
  filters: TaskFilters;
  shown: number;
  onView: (view: TasksView) => void;
  onFilter: (key: keyof TaskFilters, value: string | null) => void;
  onClear: () => void;
  onCreate: () => void;
}

const segment = 'inline-flex min-h-11 items-center gap-2 px-3 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-fg';

/** View switch, filters (all in the address) and "New task" for those who may add one. */
export function TasksToolbar({ project, myId, milestones, view, filters, shown, onView, onFilter, onClear, onCreate }: ToolbarProps) {
  const { t } = useTranslation('workspace-tasks');
  const any = { value: '', label: t('toolbar.any') };
  const assignees = [
    { value: '', label: t('toolbar.anyone') },
    ...(myId ? [{ value: 'me', label: t('toolbar.me') }] : []),
    { value: 'unassigned', label: t('toolbar.unassigned') },
    ...assignableMembers(project).map((m) => ({ value: m.id, label: memberName(m) })),
  ];
  const statuses = [any, ...TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))];
  const milestoneOptions = [
    any,
    { value: 'none', label: t('toolbar.noMilestone') },
    ...milestones.map((m) => ({ value: m.id, label: m.title })),
  ];
  const dues = [
    any,
    { value: 'overdue', label: t('toolbar.overdue') },
    { value: 'week', label: t('toolbar.thisWeek') },
    { value: 'none', label: t('toolbar.noDate') },
  ];
  const select = (key: keyof TaskFilters) => ({
    value: filters[key] ?? '',
    onChange: (event: { currentTarget: HTMLSelectElement }) => onFilter(key, event.currentTarget.value || null),
    className: 'min-w-0 sm:w-44',
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('toolbar.view')} className="inline-flex overflow-hidden rounded-lg border border-border-strong">
          <button type="button" className={segment} aria-pressed={view === 'list'} onClick={() => onView('list')}>
            <List className="size-4" aria-hidden="true" />
            {t('toolbar.list')}
          </button>
          <button
            type="button"
            className={cn(segment, 'border-l border-border-strong')}
            aria-pressed={view === 'board'}
            onClick={() => onView('board')}
          >
            <KanbanSquare className="size-4" aria-hidden="true" />
            {t('toolbar.board')}
          </button>
        </div>
        <p className="text-sm text-muted tabular-nums" aria-live="polite">
          {t('toolbar.count', { count: shown })}
        </p>
        {canEditTasks(project) && (
          <Button onClick={onCreate}>
            <Plus className="size-5" aria-hidden="true" />
            {t('toolbar.newTask')}
          </Button>
        )}
      </div>
      <fieldset className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <legend className="sr-only">{t('toolbar.filters')}</legend>
        <SelectField label={t('toolbar.assignee')} options={assignees} {...select('assignee')} />
        <SelectField label={t('toolbar.status')} options={statuses} {...select('status')} />
        <SelectField label={t('toolbar.milestone')} options={milestoneOptions} {...select('milestone')} />
        <SelectField label={t('toolbar.due')} options={dues} {...select('due')} />
        {hasFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={onClear} className="col-span-2">
            {t('toolbar.clear')}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
