import { expandEventsPage, type WireEventsPage } from '@skilllink/contracts/calendar-wire';
import type { TestClient } from '../../test/client.js';

export const EVENTS = '/api/v1/calendar/events';

/** A valid timed event body; tests override what they check. */
export function timedEvent(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Client meeting',
    start: '2026-11-24T09:00:00.000Z',
    end: '2026-11-24T10:00:00.000Z',
    timeZone: 'Africa/Accra',
    ...overrides,
  };
}

/** Creates an event and returns its body; fails loudly when the server refuses. */
export async function created(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(EVENTS, body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; start: string; end: string; rrule: string | null } & Record<string, unknown>;
}

type Item = {
  id: string;
  title: string;
  start: string;
  end: string;
  location: string | null;
  isRecurring: boolean;
  originalId: string | null;
  originalStart: string | null;
};

/** The occurrences of [from, to). */
export async function occurrences(client: TestClient, from: string, to: string): Promise<Item[]> {
  const res = await client.get(`${EVENTS}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return expandEventsPage(res.json() as WireEventsPage);
}

export const starts = (items: Item[]) => items.map((i) => i.start);
