import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import './i18n';

interface BoardColumnProps {
  status: TaskStatusName;
  tasks: readonly WorkspaceTask[];
  /** The card being dragged, kept drawn even when scrolled out of its column's window. */
  activeId: string | null;
  renderCard: (task: WorkspaceTask, index: number) => ReactNode;
}

/** A card with one line of details, plus the gap; cards are measured once drawn. */
const CARD_ESTIMATE = 96;

export const columnId = (status: TaskStatusName) => `column:${status}`;

/**
 * One status column: a drop target of its own (so an empty column takes cards) and its own
 * scroll container, virtualised so a column of thousands draws only the cards in sight.
 */
export function BoardColumn({ status, tasks, activeId, renderCard }: BoardColumnProps) {
  const { t } = useTranslation('workspace-tasks');
  const scroller = useRef<HTMLDivElement>(null);
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), data: { status } });
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);
  // dnd-kit loses a dragged card whose element goes away: keep its row in the window.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return activeIndex < 0 || rows.includes(activeIndex) ? rows : [...rows, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    getItemKey: (index) => ids[index] ?? index,
    rangeExtractor,
    overscan: 4,
  });
  const label = t(`status.${status}`);
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
        <span>{label}</span>
        <span className="rounded-full bg-surface px-2 text-xs text-muted tabular-nums">{tasks.length}</span>
      </h3>
      <div ref={scroller} className="h-[65dvh] overflow-y-auto px-2 pb-2">
        {tasks.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border-strong p-4 text-center text-sm text-muted">
            {t('board.columnEmpty')}
          </p>
        ) : (
          <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
            <div role="list" aria-labelledby={headingId} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
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
                    className="absolute top-0 left-0 w-full pb-2"
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    {renderCard(task, row.index)}
                  </div>
                );
              })}
            </div>
          </SortableContext>
        )}
      </div>
    </section>
  );
}
