import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { TASK_STATUSES, type TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { ArrowDown, ArrowRightLeft, ArrowUp } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useTranslation } from '../../../lib/use-translation';
import './i18n';

/** Where a card can go without dragging: up or down its column, or to the end of another one. */
export type MoveTarget = { kind: 'up' } | { kind: 'down' } | { kind: 'column'; status: TaskStatusName };

interface MoveMenuProps {
  task: WorkspaceTask;
  canUp: boolean;
  canDown: boolean;
  onMove: (task: WorkspaceTask, target: MoveTarget) => void;
}

/**
 * "Move to…" on each card: the board for anyone who cannot drag (a switch, a screen reader
 * without drag support, a shaky hand). Pointer-down stops here so it never starts a drag.
 */
export function MoveMenu({ task, canUp, canDown, onMove }: MoveMenuProps) {
  const { t } = useTranslation('workspace-tasks');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2"
        aria-label={t('board.moveMenu', { title: task.title })}
        title={t('board.moveTo')}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <ArrowRightLeft className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
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
