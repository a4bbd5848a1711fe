import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

/**
 * A panel sliding in from the left (the app's mobile drawer), built on the dialog primitive:
 * focus is trapped, Escape and a tap on the overlay close it. `Sheet` holds the open state and
 * renders no element.
 */
export const Sheet = RadixDialog.Root;

interface SheetContentProps {
  title: string;
  closeLabel: string;
  header?: ReactNode;
  children: ReactNode;
  /**
   * The button that opened the sheet (it is not the primitive's trigger, whose code loads only
   * with the sheet): on closing (Escape, overlay, close button or a link) focus comes back to it,
   * as the WAI-ARIA dialog pattern asks.
   */
  returnFocus: RefObject<HTMLElement | null>;
}

export function SheetContent({ title, closeLabel, header, children, returnFocus }: SheetContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay data-testid="drawer-overlay" className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
      <RadixDialog.Content
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-drawer-in flex-col overflow-y-auto border-r border-border bg-surface text-fg shadow-xl"
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          // Escape in a combobox with its list open closes the list only (the drawer's search, WAI-ARIA combobox).
          if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocus.current?.isConnected) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
        <div className="flex h-16 items-center justify-between border-b border-border px-4">
          {header}
          <RadixDialog.Close
            className="inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface-2"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
