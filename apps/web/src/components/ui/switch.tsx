import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * An on/off switch (role="switch", Space toggles). The track is 44 px wide inside a 44 px tall
 * hit area (DESIGN.md touch targets); label it with a <label htmlFor> or aria-labelledby.
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'group inline-flex h-11 w-12 shrink-0 cursor-pointer items-center justify-center rounded-full',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full border border-border-strong bg-surface-2 transition-colors',
          'group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary',
        )}
      >
        <RadixSwitch.Thumb
          className={cn(
            'block size-5 translate-x-0.5 rounded-full bg-muted shadow transition-transform',
            'data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-fg',
          )}
        />
      </span>
    </RadixSwitch.Root>
  );
}
