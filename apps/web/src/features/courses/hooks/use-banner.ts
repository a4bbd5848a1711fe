import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_MS } from '../constants';

export interface Banner {
  tone: 'success' | 'danger';
  message: string;
}

/** The list's enrolment banner: one at a time, gone after 4 s. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((next: Banner) => {
    window.clearTimeout(timer.current);
    setBanner(next);
    timer.current = window.setTimeout(() => setBanner(null), BANNER_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { banner, show };
}
