import type { NotificationTextParams, ReminderWhen } from '@skilllink/contracts/notifications';
import { dateOfWall, pad, wallAt } from '../ics/ics-zone.js';

const MINUTE = 60_000;

/**
 * What the line under "Reminder: {title}" says, as parameters the reader's app words in their
 * language (ADR 033). On time it counts down (`starts_in`, minutes); a reminder sent late (after
 * downtime) names the time (HH:MM) and day (YYYY-MM-DD), in the event's zone, since the lead it
 * promised has passed.
 */
export function reminderParams(p: {
  eventTitle: string;
  startMs: number;
  isAllDay: boolean;
  zone: string;
  minutes: number;
  dueMs: number;
  nowMs: number;
}): NotificationTextParams {
  const at = (when: ReminderWhen, extra: NotificationTextParams = {}) => ({ eventTitle: p.eventTitle, when, ...extra });
  const today = dateOfWall(wallAt(p.zone, p.nowMs));
  const startDay = dateOfWall(wallAt(p.zone, p.startMs));
  const onTime = p.nowMs - p.dueMs < MINUTE;
  if (p.isAllDay) {
    if (startDay <= today) return at('today_all_day');
    return onTime ? at('all_day_in', { minutes: p.minutes }) : at('all_day_on', { date: startDay });
  }
  const w = wallAt(p.zone, p.startMs);
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  if (p.startMs <= p.nowMs) return at('started_at', { time });
  if (onTime) return at('starts_in', { minutes: p.minutes });
  return startDay === today ? at('starts_at', { time }) : at('starts_on', { time, date: startDay });
}
