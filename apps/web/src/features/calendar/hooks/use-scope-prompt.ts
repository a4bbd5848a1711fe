import type { EditScope } from '@skilllink/contracts/calendar-constants';
import { useCallback, useRef, useState } from 'react';
import type { ScopeAction } from '../components/scope-dialog';

/**
 * `ask(action)` opens the scope dialog and resolves with the member's choice (null when they
 * cancel), so a save, delete or drop can wait for it in plain async code.
 */
export function useScopePrompt() {
  const [action, setAction] = useState<ScopeAction | null>(null);
  const resolver = useRef<((scope: EditScope | null) => void) | null>(null);
  const ask = useCallback(
    (next: ScopeAction) =>
      new Promise<EditScope | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setAction(next);
      }),
    [],
  );
  const onAnswer = useCallback((scope: EditScope | null) => {
    setAction(null);
    resolver.current?.(scope);
    resolver.current = null;
  }, []);
  return { ask, dialog: { action, onAnswer } };
}
