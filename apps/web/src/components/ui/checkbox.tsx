import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** Native checkbox (keyboard, forms and screen readers for free) with a 44 px hit area. */
export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={inputId}
          type="checkbox"
          className="size-5 shrink-0 rounded border-border-strong accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-fg">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
