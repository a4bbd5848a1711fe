import { describe, expect, it } from 'vitest';
import { eventLabel, fullCalendarTime, TIME_FORMAT } from './time';

const gym = { title: 'QA Gym', start: '2026-11-25T15:00:00.000Z', end: '2026-11-25T16:00:00.000Z', isAllDay: false };

describe('the calendar time format', () => {
  it('follows the locale: am/pm in English, 24 h in French', () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expect(new Intl.DateTimeFormat('en', { ...TIME_FORMAT, timeZone: 'UTC' }).format(at)).toMatch(/^9:00\sAM$/);
    expect(new Intl.DateTimeFormat('fr', { ...TIME_FORMAT, timeZone: 'UTC' }).format(at)).toBe('9:00');
    expect(new Intl.DateTimeFormat('fr', { ...TIME_FORMAT, timeZone: 'UTC' }).format(new Date('2026-11-25T21:30:00Z'))).toBe('21:30');
  });

  it('gives FullCalendar the same format, the day period kept apart', () => {
    const arg = { start: { instantMs: Date.parse('2026-11-25T09:00:00Z') }, timeZone: 'UTC', localeCodes: ['en'] };
    expect(fullCalendarTime(arg)).toMatch(/^9:00\sAM$/);
    expect(fullCalendarTime({ ...arg, end: { instantMs: Date.parse('2026-11-25T09:15:00Z') } })).toMatch(/^9:00\s–\s9:15\sAM$/);
    expect(fullCalendarTime({ ...arg, localeCodes: ['fr'], timeZone: 'Europe/Paris' })).toBe('10:00');
  });

  it("names an event by its day, times, title and category, in the calendar's zone", () => {
    expect(eventLabel(gym, 'Work', 'All day', 'en', 'UTC')).toMatch(/^Wednesday, November 25, 3:00\s–\s4:00\sPM, QA Gym, Work$/);
    expect(eventLabel(gym, 'Travail', 'Toute la journée', 'fr', 'Europe/Paris')).toMatch(
      /^mercredi 25 novembre, 16:00\s–\s17:00, QA Gym, Travail$/,
    );
    const trip = { title: 'Trip', start: '2026-11-25', end: '2026-11-27', isAllDay: true };
    expect(eventLabel(trip, 'Personal', 'All day', 'en', 'Pacific/Auckland')).toBe('Wednesday, November 25, All day, Trip, Personal');
  });
});
