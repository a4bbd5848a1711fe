import { dateOfWall, pad, wallAt } from './ics-zone.js';

const MINUTE = 60_000;

/** "5 minutes", "1 hour", "2 hours", "1 day". */
export function leadText(minutes: number): string {
  const [n, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const dayName = (zone: string, ms: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(ms));

/**
 * The line under "Reminder: {title}". On time it counts down ("Starts in 5 minutes"); a reminder
 * sent late (after downtime) names the time instead, since the lead it promised has passed.
 */
export function reminderMessage(p: {
  startMs: number;
  isAllDay: boolean;
  zone: string;
  minutes: number;
  dueMs: number;
  nowMs: number;
}): string {
  const today = dateOfWall(wallAt(p.zone, p.nowMs));
  const startDay = dateOfWall(wallAt(p.zone, p.startMs));
  if (p.isAllDay) {
    if (startDay <= today) return 'Today, all day';
    return p.nowMs - p.dueMs < MINUTE ? `All day, in ${leadText(p.minutes)}` : `All day on ${dayName(p.zone, p.startMs)}`;
  }
  const w = wallAt(p.zone, p.startMs);
  const clock = `${pad(w.hour)}:${pad(w.minute)}`;
  if (p.startMs <= p.nowMs) return `Started at ${clock}`;
  if (p.nowMs - p.dueMs < MINUTE) return `Starts in ${leadText(p.minutes)}`;
  return startDay === today ? `Starts at ${clock}` : `Starts on ${dayName(p.zone, p.startMs)} at ${clock}`;
}
