import { useEffect, useState } from 'react';

function secondsLeft(deadline: number | null, limit: number | null): number | null {
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  // A device clock running behind the server's must not grant more than the time limit.
  return limit === null ? left : Math.min(limit, left);
}

/**
 * Seconds until the server's deadline, ticking every second while `running`; null for an
 * untimed quiz. Computed from the deadline, never counted down locally, so a reload (or a
 * throttled background tab) keeps the true remaining time.
 */
export function useCountdown(deadlineAt: string | null, limitSeconds: number | null, running: boolean): number | null {
  const deadline = deadlineAt ? Date.parse(deadlineAt) : null;
  const [left, setLeft] = useState(() => secondsLeft(deadline, limitSeconds));
  useEffect(() => {
    if (deadline === null || !running) return;
    const tick = () => setLeft(secondsLeft(deadline, limitSeconds));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, limitSeconds, running]);
  return left;
}
