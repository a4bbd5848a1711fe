import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { CARD_HEIGHT_REM } from './task-card';
import { VirtualRows } from './virtual-rows';
import './i18n';

interface BoardColumnProps {
  status: TaskStatusName;
  tasks: readonly WorkspaceTask[];
  /** The card being dragged, kept drawn even when scrolled out of its column's window. */
  activeId: string | null;
  renderCard: (task: WorkspaceTask, index: number, count: number) => ReactNode;
}

/** A card and the gap below it (pb-2), in rem so a larger text size keeps cards whole. */
const ROW_REM = CARD_HEIGHT_REM + 0.5;
const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
/** The scroller's h-[65dvh]. */
const columnHeight = () => window.innerHeight * 0.65;

export const columnId = (status: TaskStatusName) => `column:${status}`;

/**
 * One status column: a drop target of its own (so an empty column takes cards) and its own
 * scroll container, virtualised so a column of thousands draws only the cards in sight. Cards
 * have one height, so rows are placed without measuring them. Memoised: a move redraws the
 * columns whose cards changed (task-board.tsx keeps the others' arrays).
 */
export const BoardColumn = memo(function BoardColumn({ status, tasks, activeId, renderCard }: BoardColumnProps) {
  const { t } = useTranslation('workspace-tasks');
  const scroller = useRef<HTMLDivElement>(null);
  const [rowSize] = useState(() => ROW_REM * remPx());
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), data: { status } });
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const headingId = `tasks-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-[85vw] max-w-sm shrink-0 snap-start flex-col rounded-xl border border-border bg-surface-2 sm:w-80 lg:w-auto lg:max-w-none lg:flex-1',
        isOver && 'ring-2 ring-primary',
      )}
    >
      <h3 id={headingId} className="flex items-center justify-between px-3 py-2 text-sm font-semibold text-fg">
        <span>{t(`status.${status}`)}</span>
        <span className="rounded-full bg-surface px-2 text-xs text-muted tabular-nums">{tasks.length}</span>
      </h3>
      <div ref={scroller} className="h-[65dvh] overflow-y-auto px-2 pb-2">
        {tasks.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border-strong p-4 text-center text-sm text-muted">
            {t('board.columnEmpty')}
          </p>
        ) : (
          <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
            <VirtualRows
              scroller={scroller}
              count={tasks.length}
              getKey={(index) => ids[index] ?? String(index)}
              rowSize={rowSize}
              initialHeight={columnHeight}
              overscan={2}
              keepIndex={activeId === null ? -1 : ids.indexOf(activeId)}
              rowClassName="absolute top-0 left-0 w-full pb-2"
              label={{ 'aria-labelledby': headingId }}
            >
              {(index) => {
                const task = tasks[index];
                return task ? renderCard(task, index, tasks.length) : null;
              }}
            </VirtualRows>
          </SortableContext>
        )}
      </div>
    </section>
  );
});
