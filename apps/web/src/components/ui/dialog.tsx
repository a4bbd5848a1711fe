import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** Where focus goes when the dialog closes, when not back to what had it at opening (null: that). */
export type ReturnFocus = () => HTMLElement | null;

interface DialogContentProps {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  returnFocus?: ReturnFocus;
}

/** Replaces confirm(): focus trapped, Escape and the overlay close it, title announced. */
export function DialogContent({ title, description, children, className, returnFocus }: DialogContentProps) {
  const { t } = useTranslation();
  // Radix hands focus back only to a Dialog.Trigger; our dialogs are opened from ordinary
  // buttons, so remember whatever had focus when the dialog opened and return there on close.
  // A dialog opened from a menu item (gone once the menu closes) or whose opener may go away
  // says where instead (`returnFocus`).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
      <RadixDialog.Content
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // Start on the first field of a form dialog rather than on the close button.
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            'input:not([type=hidden]):not([disabled]), select, textarea',
          );
          if (!field || field.classList.contains('sr-only')) return;
          event.preventDefault();
          field.focus();
        }}
        onCloseAutoFocus={(event) => {
          const back = returnFocus?.() ?? opener.current;
          if (!back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'animate-fade-in overflow-y-auto rounded-xl border border-border bg-surface p-6 text-fg shadow-xl',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <RadixDialog.Title className="min-w-0 text-xl font-semibold wrap-anywhere">{title}</RadixDialog.Title>
          <RadixDialog.Close
            className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface-2"
            aria-label={t('dismiss')}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="mb-4 text-sm wrap-anywhere text-muted">{description}</RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
