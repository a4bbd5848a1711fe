/** Every calendar query lives under ['calendar', …]; a change to events refreshes `events()`. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => ['calendar', 'events'] as const,
  range: (from: string, to: string) => ['calendar', 'events', from, to] as const,
  settings: () => ['calendar', 'settings'] as const,
  feed: () => ['calendar', 'feed'] as const,
};

export const CALENDAR_API = '/api/v1/calendar';
export const eventPath = (id: string) => `${CALENDAR_API}/events/${encodeURIComponent(id)}`;
