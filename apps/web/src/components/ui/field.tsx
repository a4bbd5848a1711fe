import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-border-strong bg-surface px-3 py-2 text-base text-fg ' +
  'placeholder:text-muted aria-invalid:border-danger';

/** A visible label, the input, then hint and error tied to it with aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input id={inputId} className={inputClasses} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
}

/** A labelled multi-line field with its error tied to it. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={inputId}
        className={cn(inputClasses, 'min-h-24')}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
}

/** A labelled native select: keyboard and screen readers work everywhere, also on phones. */
export function SelectField({ label, options, error, id, className, ...props }: SelectFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select id={inputId} className={inputClasses} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
