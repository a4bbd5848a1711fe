import type { Lesson, VideoRendition } from '@skilllink/contracts/courses';
import { readStored, writeStored } from '../../../../lib/storage';

// Which encoding of a lesson video to play (issue 28 §4, ADR 074). Each video comes in a low
// (240p) and a standard (480p) rendition; `videoUrl` is the standard one.

/** The member's choice in the player: Auto, or a height (240, 480), kept on this device. */
export type QualityChoice = 'auto' | number;

const KEY = 'sl-video-quality';

/** The quality the member chose on this device ('auto' until they pick one). */
export function storedQuality(): QualityChoice {
  const stored = Number(readStored(KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : 'auto';
}

export const storeQuality = (choice: QualityChoice): void => writeStored(KEY, String(choice));

/**
 * Auto plays the standard rendition only when the connection carries at least this many times
 * its bit rate: below that it would stall (the estimate is rough, and the page loads other
 * things meanwhile).
 */
export const HEADROOM = 1.5;

interface PickOptions {
  dataSaver: boolean;
  /** Measured bandwidth (bandwidthEstimate), null when unknown. */
  bitsPerSecond: number | null;
  /** The member's choice; the one stored on this device when not given. */
  choice?: QualityChoice;
}

/**
 * The rendition to play (or save): the member's explicit choice wins (the highest rendition not
 * above it); else the lowest with data saver on or when the measured bandwidth is under
 * HEADROOM × the standard rendition's bit rate; else the standard one. Unknown bandwidth does
 * not lower the quality (data saver is on by itself on slow connections). Null without
 * renditions: play `videoUrl`.
 */
export function pickRendition(
  lesson: Pick<Lesson, 'renditions' | 'durationSeconds'>,
  { dataSaver, bitsPerSecond, choice = storedQuality() }: PickOptions,
): VideoRendition | null {
  const list = [...lesson.renditions].sort((a, b) => a.height - b.height);
  const lowest = list[0];
  const standard = list.at(-1);
  if (!lowest || !standard) return null;
  if (choice !== 'auto') return list.filter((r) => r.height <= choice).at(-1) ?? lowest;
  if (dataSaver) return lowest;
  const bitRate = (standard.bytes * 8) / Math.max(1, lesson.durationSeconds);
  if (bitsPerSecond !== null && bitsPerSecond < bitRate * HEADROOM) return lowest;
  return standard;
}

/** Below this a download's time is mostly latency, not bandwidth: too small to measure with. */
const MEASURABLE_BYTES = 16 * 1024;

/**
 * A rough bandwidth estimate in bits per second, or null. The browser's own (Network Information
 * API `downlink`, in Mbit/s: Chromium) when it gives one; else the last download of this page
 * big enough to tell (a media file, an API answer, a script), from the Resource Timing the
 * browser keeps: its bytes over the time they took to arrive (first byte to last, so the
 * round trip before does not count). Files from the cache (no bytes transferred) say nothing.
 */
export function bandwidthEstimate(): number | null {
  const connection = (navigator as Navigator & { connection?: { downlink?: number } }).connection;
  if (typeof connection?.downlink === 'number' && connection.downlink > 0) return connection.downlink * 1_000_000;
  const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i] as PerformanceResourceTiming;
    const seconds = (entry.responseEnd - entry.responseStart) / 1000;
    if (entry.transferSize >= MEASURABLE_BYTES && seconds > 0) return (entry.transferSize * 8) / seconds;
  }
  return null;
}
