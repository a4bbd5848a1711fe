import { forwardRef, type ComponentProps } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  secondary: 'border border-border-strong bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-surface hover:opacity-90',
};

// Every size keeps a 44 px touch target (DESIGN.md); "sm" only tightens the padding.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-base',
  sm: 'min-h-11 px-3 py-1.5 text-sm',
  icon: 'size-11 shrink-0',
};

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Button look for links that navigate (a link must stay a link for assistive tech). */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth }: ButtonStyle = {}) {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', 'no-underline');
}

interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  /** Shows a spinner and disables the button; pair with a busy label as children. */
  busy?: boolean;
}

// forwardRef (not React 19's ref-as-a-prop): Preact's compatibility layer hands a `ref` to a
// function component only through forwardRef; otherwise the ref gets the component instance,
// and Radix triggers (`asChild`) and focus returns call .focus() on it.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, busy, className, children, disabled, type, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  );
});
