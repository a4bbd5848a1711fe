import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { TaskRow } from './task-row';
import './i18n';

interface TaskListProps {
  tasks: readonly WorkspaceTask[];
  today: string;
  milestoneNames: ReadonlyMap<string, string>;
  onToggle?: (task: WorkspaceTask) => void;
  onOpen: (task: WorkspaceTask) => void;
}

/** About a row with one line of details; rows are measured once drawn (tags may wrap). */
const ROW_ESTIMATE = 68;

/**
 * The list view, virtualised: only the rows in sight (and a few around them) are in the DOM,
 * so 10,000 tasks scroll as smoothly as 10. Each row says its place in the whole list
 * (aria-setsize/posinset), since a screen reader only sees the drawn ones.
 */
export function TaskList({ tasks, today, milestoneNames, onToggle, onOpen }: TaskListProps) {
  const { t } = useTranslation('workspace-tasks');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => tasks[index]?.id ?? index,
    overscan: 6,
  });
  return (
    <div ref={scroller} className="max-h-[70dvh] overflow-y-auto rounded-xl border border-border bg-surface" tabIndex={-1}>
      <div role="list" aria-label={t('list.label')} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const task = tasks[row.index];
          if (!task) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={tasks.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <TaskRow
                task={task}
                today={today}
                milestone={task.milestoneId ? milestoneNames.get(task.milestoneId) : undefined}
                onToggle={onToggle}
                onOpen={onOpen}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
