import { Check, ChevronRight } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

// Radix gives the menu semantics, arrow-key navigation, typeahead, and closing on outside
// click and Escape; this file only applies our look.
/**
 * Non-modal: the page stays scrollable and readable by assistive tech while a menu is open
 * (a modal menu hides the page with aria-hidden, which axe reports), and it still closes on
 * an outside click, on Escape and on Tab.
 */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const panel = 'z-50 min-w-56 animate-fade-in rounded-xl border border-border bg-surface p-1.5 text-fg shadow-lg';
const item =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-sm outline-none ' +
  'data-[highlighted]:bg-surface-2 data-[disabled]:opacity-60';

// Rendered in place (no portal) so the open menu stays inside its landmark (the header).
export function DropdownMenuContent({ className, children, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Content sideOffset={8} align="end" collisionPadding={8} className={cn(panel, className)} {...props}>
      {children}
    </Menu.Content>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(item, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}

export function DropdownMenuSubTrigger({ children, className, ...props }: ComponentProps<typeof Menu.SubTrigger>) {
  return (
    <Menu.SubTrigger className={cn(item, 'data-[state=open]:bg-surface-2', className)} {...props}>
      {children}
      <ChevronRight className="ml-auto size-4" aria-hidden="true" />
    </Menu.SubTrigger>
  );
}

export function DropdownMenuSubContent({ className, ...props }: ComponentProps<typeof Menu.SubContent>) {
  return <Menu.SubContent sideOffset={6} collisionPadding={8} className={cn(panel, 'min-w-40', className)} {...props} />;
}

export function DropdownMenuRadioItem({ children, className, ...props }: ComponentProps<typeof Menu.RadioItem> & { children: ReactNode }) {
  return (
    <Menu.RadioItem className={cn(item, className)} {...props}>
      <span className="inline-flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
