import { z } from 'zod';

/** At most this many watched segments in one offline report (a lesson watched with many seeks). */
export const OFFLINE_SEGMENTS_MAX = 200;
/** How far ahead of the server's clock a device may say it stopped watching (clock skew). */
export const OFFLINE_CLOCK_SKEW_MS = 2 * 60_000;

const Instant = z.iso.datetime({ offset: true, message: 'Use a date and time like 2026-12-19T09:00:00Z' });

/** A stretch of the video played offline, in seconds of the video. */
export const WatchedSegment = z
  .object({
    from: z.number().min(0, 'Segments cannot start before 0').max(86_400),
    to: z.number().min(0).max(86_400),
  })
  .refine((s) => s.from < s.to, { message: 'A segment must end after it starts', path: ['to'] });
export type WatchedSegment = z.infer<typeof WatchedSegment>;

/**
 * POST /courses/:courseId/lessons/:lessonId/offline-watch — what the player saw played while the
 * server was unreachable (ADR 073). Sent once per report: the device's `clientId` makes a retry
 * change nothing. The server credits only what continues from the verified part and what real
 * time allows (at most MAX_PLAYBACK_RATE × the time since the lesson was last seen online and
 * × endedAt − startedAt); the answer is the lesson's verified progress, as a heartbeat's.
 */
export const OfflineWatchBody = z
  .object({
    clientId: z.string().regex(/^[\w-]{8,64}$/, 'Invalid client id'),
    segments: z.array(WatchedSegment).min(1, 'No segment watched').max(OFFLINE_SEGMENTS_MAX, `At most ${OFFLINE_SEGMENTS_MAX} segments`),
    /** The device's clock when offline watching began and ended. */
    startedAt: Instant,
    endedAt: Instant,
  })
  .refine((b) => Date.parse(b.startedAt) <= Date.parse(b.endedAt), { message: 'endedAt must not be before startedAt', path: ['endedAt'] });
export type OfflineWatchBody = z.infer<typeof OfflineWatchBody>;
