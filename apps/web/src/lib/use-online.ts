import { useSyncExternalStore } from 'react';
import { isReachable, onReachability } from './connectivity';

const subscribe = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  const stop = onReachability(change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
    stop();
  };
};

/** Online as far as the browser knows, and the server answered the last request (lib/connectivity.ts). */
export const isOnline = () => navigator.onLine && isReachable();

/** isOnline(), re-rendering when it changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
