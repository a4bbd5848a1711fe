import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { TaskRow } from './task-row';
import { VirtualRows } from './virtual-rows';
import './i18n';

interface TaskListProps {
  tasks: readonly WorkspaceTask[];
  today: string;
  milestoneNames: ReadonlyMap<string, string>;
  /** Tasks whose change made offline is not sent yet. */
  waiting?: ReadonlySet<string>;
  onToggle?: (task: WorkspaceTask) => void;
  onOpen: (task: WorkspaceTask) => void;
}

/** About a row with one line of details; rows are measured once drawn (tags may wrap). */
const ROW_ESTIMATE = 68;
/** The scroller's max-h-[70dvh]. */
const listHeight = () => window.innerHeight * 0.7;

/** The list view, virtualised (VirtualRows), so 10,000 tasks scroll as smoothly as 10. */
export function TaskList({ tasks, today, milestoneNames, waiting, onToggle, onOpen }: TaskListProps) {
  const { t } = useTranslation('workspace-tasks');
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <div ref={scroller} className="max-h-[70dvh] overflow-y-auto rounded-xl border border-border bg-surface" tabIndex={-1}>
      <VirtualRows
        scroller={scroller}
        count={tasks.length}
        getKey={(index) => tasks[index]?.id ?? String(index)}
        rowSize={ROW_ESTIMATE}
        measured
        initialHeight={listHeight}
        overscan={6}
        rowClassName="absolute top-0 left-0 w-full"
        label={{ 'aria-label': t('list.label') }}
      >
        {(index) => {
          const task = tasks[index];
          if (!task) return null;
          const milestone = task.milestoneId ? milestoneNames.get(task.milestoneId) : undefined;
          return (
            <TaskRow
              task={task}
              today={today}
              milestone={milestone}
              waiting={waiting?.has(task.id) ?? false}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          );
        }}
      </VirtualRows>
    </div>
  );
}
