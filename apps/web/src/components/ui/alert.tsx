import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'danger' | 'success' | 'info';

const tones: Record<Tone, string> = {
  danger: 'border-danger bg-danger-soft text-fg',
  success: 'border-success bg-primary-soft text-fg',
  info: 'border-border bg-surface-2 text-fg',
};

/** A form-level message; role="alert" so it is announced when it appears. */
export function Alert({ tone = 'danger', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('rounded-lg border-l-4 px-4 py-3 text-sm', tones[tone], className)}>
      {children}
    </div>
  );
}
