import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { TASK_STATUSES, type TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { memo, useRef, useState, type PointerEvent } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useArrival,
} from '../../../components/ui/dropdown-menu';
import { useTranslation } from '../../../lib/use-translation';
import { MoveIcon } from './card-icons';
import './i18n';

/** Where a card can go without dragging: up or down its column, or to the end of another one. */
export type MoveTarget = { kind: 'up' } | { kind: 'down' } | { kind: 'column'; status: TaskStatusName };

interface MoveMenuProps {
  task: WorkspaceTask;
  canUp: boolean;
  canDown: boolean;
  onMove: (task: WorkspaceTask, target: MoveTarget) => void;
}

const TRIGGER = 'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2';
// Pointer-down stops at the trigger so it never starts a drag.
const stopDrag = (event: PointerEvent) => event.stopPropagation();

/**
 * "Move to…" on each card: the board for anyone who cannot drag (a switch, a screen reader
 * without drag support, a shaky hand). A plain button with the same look and name until first
 * used: Radix's menu is a dozen components per card, most of a column's first render, and
 * most cards never open it. The menu then opens the way it was asked (key or pointer).
 */
export const MoveMenu = memo(function MoveMenu(props: MoveMenuProps) {
  const { t } = useTranslation('workspace-tasks');
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(null);
  if (opened) return <MoveMenuOpen {...props} byKeyboard={opened.byKeyboard} />;
  return (
    <button
      type="button"
      className={TRIGGER}
      aria-label={t('board.moveMenu', { title: props.task.title })}
      title={t('board.moveTo')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={stopDrag}
      onClick={(event) => setOpened({ byKeyboard: event.detail === 0 })}
    >
      <MoveIcon className="size-4" />
    </button>
  );
});

/** The menu itself, in the plain button's place; it takes focus and opens at once (useArrival). */
function MoveMenuOpen({ task, canUp, canDown, onMove, byKeyboard }: MoveMenuProps & { byKeyboard: boolean }) {
  const { t } = useTranslation('workspace-tasks');
  const trigger = useRef<HTMLButtonElement>(null);
  const defaultOpen = useArrival(trigger, byKeyboard);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        ref={trigger}
        className={TRIGGER}
        aria-label={t('board.moveMenu', { title: task.title })}
        title={t('board.moveTo')}
        onPointerDown={stopDrag}
      >
        <MoveIcon className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent portal>
        {TASK_STATUSES.filter((s) => s !== task.status).map((status) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(task, { kind: 'column', status })}>
            {t('board.moveToColumn', { status: t(`status.${status}`) })}
          </DropdownMenuItem>
        ))}
        {(canUp || canDown) && <DropdownMenuSeparator />}
        {canUp && (
          <DropdownMenuItem onSelect={() => onMove(task, { kind: 'up' })}>
            <ArrowUp className="size-4" aria-hidden="true" />
            {t('board.moveUp')}
          </DropdownMenuItem>
        )}
        {canDown && (
          <DropdownMenuItem onSelect={() => onMove(task, { kind: 'down' })}>
            <ArrowDown className="size-4" aria-hidden="true" />
            {t('board.moveDown')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
