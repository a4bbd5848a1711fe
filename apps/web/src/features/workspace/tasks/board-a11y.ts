import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import type { TFunction } from '../../../lib/i18n';

type Over = { id: string | number; data: { current?: { status?: TaskStatusName } } } | null;

/**
 * What dnd-kit's live region says while a card is carried, in the member's language and with
 * the task's title and the column's name rather than internal ids.
 */
export function boardAnnouncements(
  t: TFunction<'workspace-tasks'>,
  byId: (id: string) => WorkspaceTask | undefined,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const title = (id: string | number) => byId(String(id))?.title ?? '';
  const place = (over: Over) => {
    if (!over) return null;
    const task = byId(String(over.id));
    const status = task?.status ?? over.data.current?.status;
    if (!status) return null;
    const column = t(`status.${status}`);
    return task ? t('board.dragOverTask', { title: task.title, status: column }) : t('board.dragOverColumn', { status: column });
  };
  return {
    screenReaderInstructions: { draggable: t('board.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('board.dragStart', { title: title(active.id) }),
      onDragOver: ({ active, over }) => {
        const where = place(over);
        return where ? t('board.dragOver', { title: title(active.id), place: where }) : t('board.dragOutside', { title: title(active.id) });
      },
      onDragEnd: ({ active, over }) => {
        const where = place(over);
        return where ? t('board.dragEnd', { title: title(active.id), place: where }) : t('board.dragCancel', { title: title(active.id) });
      },
      onDragCancel: ({ active }) => t('board.dragCancel', { title: title(active.id) }),
    },
  };
}
