import { useEffect, useState } from 'react';

/**
 * False on the server and in the first (hydrating) render, true from the next frame: controls
 * that need the script (a toggle, a copy button) appear only once they can work, and the
 * hydrating render still matches the server's markup (Preact does not patch attributes while
 * hydrating).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted;
}
