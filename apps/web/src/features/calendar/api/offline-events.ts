import type { CalendarEvent, EventInput, Occurrence } from '@skilllink/contracts/calendar';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useQueuedWrites, useWriteQueue } from '../../../lib/use-write-queue';
import { currentWriteQueue, newClientId, onWriteSettled } from '../../../lib/write-queue';
import { useTranslation } from '../../../lib/use-translation';
import { CALENDAR_API } from './keys';
import { draftOccurrence } from './draft';
import { applyOptimistic, refetchEvents } from './optimistic';

// An event created offline (issue 28 §2, ADR 075): kept in the write queue with a client id the
// server stores, so the create sent on reconnect — or sent again after a reload — makes one event.
// Until then it shows from the queue itself (so a reload offline still shows it), marked.

export const CALENDAR_CREATE = 'calendar.create';
/** The id of an event shown from the queue: not on the server yet, so not editable. */
export const WAITING_PREFIX = 'waiting-';

export const isOffline = () => !onlineManager.isOnline();

type Input = EventInput & { timeZone: string };

export function queueCreate(input: Input): void {
  const clientId = newClientId();
  currentWriteQueue().add(
    CALENDAR_CREATE,
    { method: 'POST', path: `${CALENDAR_API}/events`, body: { ...input, clientId } },
    { id: clientId },
  );
}

/**
 * The events made offline and not sent yet, as occurrences marked "Waiting to sync"; sends what
 * waits when the screen opens. Once the server has one, it joins the cached ranges at once (no
 * gap before the refetch) and the ranges are fetched again.
 */
export function useWaitingEvents(): Occurrence[] {
  const { t } = useTranslation('calendar');
  const queryClient = useQueryClient();
  useWriteQueue();
  useEffect(
    () =>
      onWriteSettled((outcome) => {
        if (outcome.entry.kind !== CALENDAR_CREATE) return;
        const input = outcome.entry.payload.body as Input;
        const stored = outcome.ok ? (outcome.data as CalendarEvent | undefined) : undefined;
        const show =
          stored && !input.recurrence
            ? applyOptimistic(queryClient, (items) => [...items, { ...draftOccurrence(input), id: stored.id }])
            : null;
        void Promise.resolve(show).then(() => refetchEvents(queryClient));
      }),
    [queryClient],
  );
  const entries = useQueuedWrites();
  return useMemo(
    () =>
      entries
        .filter((e) => e.kind === CALENDAR_CREATE)
        .map((e) => {
          const draft = draftOccurrence(e.payload.body as Input);
          // The mark first: a phone's narrow column cuts the end of a title.
          return { ...draft, id: `${WAITING_PREFIX}${e.id}`, title: `${t('offline.waiting')} · ${draft.title}` };
        }),
    [entries, t],
  );
}
