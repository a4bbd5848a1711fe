import { afterEach, describe, expect, it, vi } from 'vitest';
import { bandwidthEstimate, pickRendition, storedQuality, storeQuality } from './rendition';

// Which rendition plays (ADR 074): the member's choice, else data saver and the measured bandwidth.

const low = { height: 240, url: '/media/courses/sample-1-240p.webm', bytes: 40_000 };
const standard = { height: 480, url: '/media/courses/sample-1-480p.webm', bytes: 100_000 };
// 100 000 bytes over 10 s: 80 kbit/s, so Auto wants 120 kbit/s for the standard one.
const lesson = { renditions: [standard, low], durationSeconds: 10 };

afterEach(() => {
  localStorage.removeItem('sl-video-quality');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pickRendition', () => {
  it('plays the low rendition with data saver, the standard one otherwise', () => {
    expect(pickRendition(lesson, { dataSaver: true, bitsPerSecond: 10_000_000 })).toEqual(low);
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: 10_000_000 })).toEqual(standard);
    // Unknown bandwidth does not lower the quality by itself.
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: null })).toEqual(standard);
  });

  it('plays the low rendition when the bandwidth is under 1.5× the standard bit rate', () => {
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: 119_000 })).toEqual(low);
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: 121_000 })).toEqual(standard);
  });

  it('lets the member’s choice win, kept on this device', () => {
    expect(storedQuality()).toBe('auto');
    storeQuality(480);
    expect(pickRendition(lesson, { dataSaver: true, bitsPerSecond: 1_000 })).toEqual(standard);
    storeQuality(240);
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: null })).toEqual(low);
    // A height the lesson lacks: the best one not above it, else the lowest.
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: null, choice: 720 })).toEqual(standard);
    expect(pickRendition(lesson, { dataSaver: false, bitsPerSecond: null, choice: 144 })).toEqual(low);
    storeQuality('auto');
    expect(storedQuality()).toBe('auto');
    localStorage.setItem('sl-video-quality', 'junk');
    expect(storedQuality()).toBe('auto');
  });

  it('answers null without renditions (play videoUrl)', () => {
    expect(pickRendition({ renditions: [], durationSeconds: 10 }, { dataSaver: true, bitsPerSecond: null })).toBeNull();
  });
});

describe('bandwidthEstimate', () => {
  it('takes the browser’s downlink (Mbit/s) when it gives one', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { downlink: 1.5 } });
    expect(bandwidthEstimate()).toBe(1_500_000);
  });

  it('else measures the last download big enough to tell, skipping cached and tiny ones', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: undefined });
    const entry = (transferSize: number, responseStart: number, responseEnd: number) =>
      ({ transferSize, responseStart, responseEnd }) as PerformanceResourceTiming;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      entry(100_000, 0, 1_000), // 800 kbit/s, older
      entry(50_000, 2_000, 4_000), // 200 kbit/s: the last measurable one
      entry(0, 5_000, 5_001), // from the cache
      entry(2_000, 6_000, 6_010), // too small: latency, not bandwidth
    ]);
    expect(bandwidthEstimate()).toBe(200_000);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(bandwidthEstimate()).toBeNull();
  });
});
