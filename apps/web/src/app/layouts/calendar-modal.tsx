import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { CalendarHost } from '../calendar-host';
import './shell-i18n';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The profile menu's button: the menu item that opened the modal is gone when it closes. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The page behind does not scroll while the calendar modal is open. The dialog primitive locks
 * scrolling only through its Overlay, which would also block the wheel in FullCalendar's "+N more"
 * popover (it lives in <body>, outside the dialog); so the document itself stops scrolling, and
 * gets its own inline overflow back on close.
 */
function useDocumentScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const targets = [document.documentElement, document.body];
    const before = targets.map((el) => el.style.overflow);
    for (const el of targets) el.style.overflow = 'hidden';
    return () => targets.forEach((el, i) => (el.style.overflow = before[i]!));
  }, [locked]);
}

/**
 * The full-screen calendar of the profile menu: page scroll locked (above), focus
 * trapped and Escape closing from the dialog primitive. Its content loads only when first opened.
 */
export default function CalendarModal({ open, onOpenChange, returnFocus }: Props) {
  const { t } = useTranslation('shell');
  useDocumentScrollLock(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-surface text-fg"
          aria-describedby={undefined}
          // The month grid's "+N more" popover lives in <body>, outside this content: a click in
          // it is not a click outside the modal (the class is the grid's POPOVER_CLASS; the grid
          // is in the lazy chunk, so it is not imported here).
          onPointerDownOutside={(event) => {
            if ((event.target as Element | null)?.closest?.('.sl-calendar-popover')) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current?.isConnected) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
          <RadixDialog.Title className="sr-only">{t('pages.calendar')}</RadixDialog.Title>
          {open && <CalendarHost onClose={() => onOpenChange(false)} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
