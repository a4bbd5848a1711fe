import { Check, ChevronRight } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { useEffect, useLayoutEffect, type ComponentProps, type ReactNode, type RefObject } from 'react';
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

/**
 * For a menu whose code came on first use (lib/use-deferred.ts): its trigger is a new element
 * in the plain one's place. Focus goes onto it before anything sees focus lost (a card list's
 * focus keeper would move it elsewhere, and an open menu closes on focus outside). Then the
 * menu opens the way the member asked: a key is replayed on the trigger, so Radix puts focus on
 * the first item as it does for a key; for a pointer it opens at once. Returns `defaultOpen`.
 */
export function useArrival(trigger: RefObject<HTMLElement | null>, byKeyboard: boolean) {
  useLayoutEffect(() => trigger.current?.focus({ preventScroll: true }), [trigger]);
  useEffect(() => {
    if (!byKeyboard) return;
    // After every effect of this render: Radix learns "keyboard" from a document listener that
    // its menu root adds in an effect of its own.
    const replay = () => trigger.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    queueMicrotask(replay);
  }, [trigger, byKeyboard]);
  return !byKeyboard;
}
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const panel = 'z-50 min-w-56 animate-fade-in rounded-xl border border-border bg-surface p-1.5 text-fg shadow-lg';
const item =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-sm outline-none ' +
  'data-[highlighted]:bg-surface-2 data-[disabled]:opacity-60';

/**
 * Rendered in place (no portal) so the open menu stays inside its landmark (the header).
 * `portal` renders it at the end of the page instead, for a trigger inside a scrolled and
 * transformed container (a virtualised board column), which would otherwise clip it.
 */
export function DropdownMenuContent({
  className,
  children,
  portal = false,
  ...props
}: ComponentProps<typeof Menu.Content> & { portal?: boolean }) {
  const content = (
    <Menu.Content sideOffset={8} align="end" collisionPadding={8} className={cn(panel, className)} {...props}>
      {children}
    </Menu.Content>
  );
  return portal ? <Menu.Portal>{content}</Menu.Portal> : content;
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
