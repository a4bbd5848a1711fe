import { TASK_STATUSES, type TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DUE_FILTERS, type DueFilter, type TaskFilters } from './task-model';

export type TasksView = 'list' | 'board';
const FILTER_KEYS = ['assignee', 'status', 'milestone', 'due'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const isStatus = (v: string | null): v is TaskStatusName => (TASK_STATUSES as readonly (string | null)[]).includes(v);
const isDue = (v: string | null): v is DueFilter => (DUE_FILTERS as readonly (string | null)[]).includes(v);

/**
 * The view (?view=board; the list without it) and the filters live in the address, so a link
 * or a reload shows the same tasks; every other parameter (the project's ?tab=) is kept.
 * Changes replace the entry: Back leaves the project rather than undoing a filter.
 */
export function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  const view: TasksView = params.get('view') === 'board' ? 'board' : 'list';
  const status = params.get('status');
  const due = params.get('due');
  const assignee = params.get('assignee');
  const milestone = params.get('milestone');
  const filters = useMemo<TaskFilters>(
    () => ({
      assignee: assignee || null,
      status: isStatus(status) ? status : null,
      milestone: milestone || null,
      due: isDue(due) ? due : null,
    }),
    [assignee, status, milestone, due],
  );

  const update = useCallback(
    (change: (copy: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          change(copy);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setView = useCallback((next: TasksView) => update((p) => (next === 'board' ? p.set('view', 'board') : p.delete('view'))), [update]);
  const setFilter = useCallback(
    (key: FilterKey, value: string | null) => update((p) => (value ? p.set(key, value) : p.delete(key))),
    [update],
  );
  const clearFilters = useCallback(() => update((p) => FILTER_KEYS.forEach((k) => p.delete(k))), [update]);
  return { view, filters, setView, setFilter, clearFilters };
}
