import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

// Radix gives the panel its behaviour: Escape and an outside click close it, focus moves into
// it on opening and back to the trigger on closing, and the trigger carries aria-expanded.
// Non-modal, like our menus: the page stays readable by assistive tech while it is open.
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** Rendered in place (no portal) so the open panel stays inside its landmark (the header). */
export function PopoverContent({ className, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Content
      sideOffset={8}
      align="end"
      collisionPadding={8}
      className={cn('z-50 animate-fade-in rounded-xl border border-border bg-surface text-fg shadow-lg outline-none', className)}
      {...props}
    />
  );
}
