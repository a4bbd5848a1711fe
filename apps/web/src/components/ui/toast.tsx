import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from './cn';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

type ShowToast = (message: string, tone?: ToastTone) => void;

/**
 * The CSS variable an app banner under the top bar (the verify e-mail banner) sets to its
 * height while it is shown; desktop toasts start that much lower, so they never cover it.
 */
export const BANNER_HEIGHT_VAR = '--app-banner-height';

/** How long a toast stays (DESIGN.md: 4 s by default). */
export const TOAST_DURATION_MS = 4000;

const ToastContext = createContext<ShowToast | null>(null);
/** Asks for toasts at the bottom until the returned function is called (see useToastsAtBottom). */
const BottomContext = createContext<(() => () => void) | null>(null);

/** Replaces the prototype's alert(): non-blocking, announced politely, dismissible. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());
  const [bottomRequests, setBottomRequests] = useState(0);
  const requestBottom = useCallback(() => {
    setBottomRequests((n) => n + 1);
    return () => setBottomRequests((n) => n - 1);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((items) => items.filter((item) => item.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback<ShowToast>(
    (message, tone = 'info') => {
      const id = nextId.current++;
      setToasts((items) => [...items.slice(-2), { id, message, tone }]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <ToastContext value={show}>
      <BottomContext value={requestBottom}>
        {children}
        <ToastViewport toasts={toasts} onDismiss={dismiss} atBottom={bottomRequests > 0} />
      </BottomContext>
    </ToastContext>
  );
}

const toneClasses: Record<ToastTone, string> = {
  info: 'border-border',
  success: 'border-l-4 border-l-success border-border',
  error: 'border-l-4 border-l-danger border-border',
};

interface ViewportProps {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
  /** A screen with its own toolbar at the top (the calendar) asked for toasts at the bottom. */
  atBottom: boolean;
}

function ToastViewport({ toasts, onDismiss, atBottom }: ViewportProps) {
  const { t } = useTranslation();
  // The live region is always mounted so screen readers notice what gets added to it.
  // Bottom on small screens (thumb reach), top-right from 768 px (DESIGN.md): 1 rem below the
  // 4 rem top bar and below any banner under it (BANNER_HEIGHT_VAR), never over its buttons.
  // Bottom-right from 768 px while a screen asks for it (useToastsAtBottom).
  return (
    <section
      aria-label={t('toasts')}
      className={cn(
        'pointer-events-none fixed inset-x-3 bottom-3 z-[100] flex flex-col gap-2 md:inset-x-auto md:right-4 md:w-96',
        atBottom ? 'md:bottom-4' : 'md:top-[calc(5rem+var(--app-banner-height,0px))] md:bottom-auto',
      )}
    >
      <ol aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={cn(
              'pointer-events-auto flex animate-toast-in items-start gap-3 rounded-lg border bg-surface p-3 text-sm text-fg shadow-lg',
              toneClasses[toast.tone],
            )}
          >
            <p className="flex-1 py-2.5 pl-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => onDismiss(toast.id)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2"
              aria-label={t('dismiss')}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/**
 * Toasts at the bottom of the window while the calling component is mounted: for a screen whose
 * own toolbar sits where the top-right toasts would cover it (the calendar, full-screen in its
 * modal). Everywhere else toasts keep their place.
 */
export function useToastsAtBottom(): void {
  const requestBottom = useContext(BottomContext);
  useEffect(() => requestBottom?.(), [requestBottom]);
}
