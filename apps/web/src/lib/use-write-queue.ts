import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useToast } from '../components/ui/toast';
import { useErrorMessage } from './use-error-message';
import { useTranslation } from './use-translation';
import { currentWriteQueue, flushWrites, onWriteSettled, type WriteEntry } from './write-queue';

const NONE: WriteEntry[] = [];
const speakers: Array<(error: unknown) => void> = [];

/** The signed-in member's writes still waiting to be sent, oldest first, kept current. */
export function useQueuedWrites(): WriteEntry[] {
  const queue = currentWriteQueue();
  return useSyncExternalStore(queue.subscribe, queue.entries, () => NONE);
}

/**
 * On a screen that queues writes: sends what is waiting when it opens, and tells the member
 * (a toast, in their language, with the server's reason) when one is refused for good.
 */
export function useWriteQueue(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // The latest wording without subscribing again at every render.
  const say = useRef((error: unknown) => toast(t('offlineWrites.refused', { message: errorMessage(error) }), 'error'));
  useEffect(() => {
    say.current = (error) => toast(t('offlineWrites.refused', { message: errorMessage(error) }), 'error');
  });
  useEffect(() => {
    void flushWrites();
    // Two such screens at once (the calendar over a project): one toast, from the newest.
    const mine = (error: unknown) => say.current(error);
    speakers.push(mine);
    const stop = onWriteSettled((outcome) => {
      if (!outcome.ok && speakers.at(-1) === mine) mine(outcome.error);
    });
    return () => {
      stop();
      speakers.splice(speakers.indexOf(mine), 1);
    };
  }, []);
}
