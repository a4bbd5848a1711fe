import { describe, expect, it, vi } from 'vitest';
import { MemberCaches } from './member-cache.js';

describe('member caches', () => {
  it('serve a loaded value until the member changes, in every cache', async () => {
    const caches = new MemberCaches(null, 't:');
    const profiles = caches.create<string>(60_000);
    const dashboards = caches.create<string>(60_000);
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    expect(await profiles.load('ama', load)).toBe('v1');
    await dashboards.load('ama', async () => 'dash');
    version = 2;
    expect(await profiles.load('ama', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    await caches.memberChanged('ama');
    expect(await profiles.load('ama', load)).toBe('v2');
    expect(await dashboards.load('ama', async () => 'fresh')).toBe('fresh');
  });

  it('do not keep a value read while the member was changing', async () => {
    const caches = new MemberCaches(null, 't:');
    const profiles = caches.create<string>(60_000);
    const slow = profiles.load('kofi', async () => {
      await caches.memberChanged('kofi'); // a write lands while this read is in flight
      return 'old';
    });
    expect(await slow).toBe('old');
    expect(await profiles.load('kofi', async () => 'new')).toBe('new');
  });

  it('drop only the scoped caches on a scoped change, and every cache on a member change', async () => {
    const caches = new MemberCaches(null, 't:');
    const profiles = caches.create<string>(60_000);
    const threads = caches.create<string>(60_000, 100, 'messaging');
    await profiles.load('ama', async () => 'profile');
    await threads.load('ama', async () => 'list');
    await threads.load('conversation-1', async () => 'history');
    await caches.changed('messaging', 'ama', 'conversation-1');
    expect(await profiles.load('ama', async () => 'reloaded')).toBe('profile');
    expect(await threads.load('ama', async () => 'list 2')).toBe('list 2');
    expect(await threads.load('conversation-1', async () => 'history 2')).toBe('history 2');
    await caches.memberChanged('ama');
    expect(await threads.load('ama', async () => 'list 3')).toBe('list 3');
    // A read that straddles a scoped change is not kept.
    await caches.changed('messaging', 'conversation-1');
    const slow = threads.load('conversation-1', async () => {
      await caches.changed('messaging', 'conversation-1');
      return 'stale';
    });
    expect(await slow).toBe('stale');
    expect(await threads.load('conversation-1', async () => 'fresh')).toBe('fresh');
  });

  it('empty a whole scope at once, keeping the other caches, and never keep a read that straddles it', async () => {
    const caches = new MemberCaches(null, 't:');
    const profiles = caches.create<string>(60_000);
    const listings = caches.create<string>(60_000, 100, 'jobs');
    await profiles.load('ama', async () => 'profile');
    await listings.load('ama', async () => 'jobs for ama');
    await listings.load('kofi', async () => 'jobs for kofi');
    await caches.changedAll('jobs');
    expect(await profiles.load('ama', async () => 'reloaded')).toBe('profile');
    expect(await listings.load('ama', async () => 'ama 2')).toBe('ama 2');
    expect(await listings.load('kofi', async () => 'kofi 2')).toBe('kofi 2');
    const slow = listings.load('esi', async () => {
      await caches.changedAll('jobs');
      return 'stale';
    });
    expect(await slow).toBe('stale');
    expect(await listings.load('esi', async () => 'fresh')).toBe('fresh');
  });

  it('share one computation among loads that miss together, but not across a change', async () => {
    const caches = new MemberCaches(null, 't:');
    const rankings = caches.create<string>(60_000);
    let release: (value: string) => void = () => {};
    const compute = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = rankings.load('ama', compute);
    const second = rankings.load('ama', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await caches.memberChanged('ama');
    const afterChange = rankings.load('ama', async () => 'after the change');
    release('before the change');
    expect([await first, await second, await afterChange]).toEqual(['before the change', 'before the change', 'after the change']);
    // A failed computation is not shared with the next load.
    const failing = caches.create<string>(60_000);
    await expect(failing.load('kofi', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await failing.load('kofi', async () => 'recovered')).toBe('recovered');
  });

  it('load several members at once, reading only the ones not cached', async () => {
    const caches = new MemberCaches(null, 't:');
    const cards = caches.create<string>(60_000);
    const read = vi.fn(async (ids: string[]) => new Map(ids.filter((id) => id !== 'gone').map((id) => [id, `card of ${id}`])));
    await cards.loadMany(['ama'], read);
    const got = await cards.loadMany(['ama', 'kofi', 'gone', 'kofi'], read);
    expect(read).toHaveBeenLastCalledWith(['kofi', 'gone']);
    expect([...got]).toEqual([
      ['ama', 'card of ama'],
      ['kofi', 'card of kofi'],
    ]);
    await caches.memberChanged('ama');
    await cards.loadMany(['ama', 'kofi'], read);
    expect(read).toHaveBeenLastCalledWith(['ama']);
  });

  it('expire after their TTL and stay within their size', async () => {
    vi.useFakeTimers();
    try {
      const caches = new MemberCaches(null, 't:');
      const small = caches.create<number>(1_000, 2);
      await small.load('a', async () => 1);
      await small.load('b', async () => 2);
      await small.load('c', async () => 3);
      expect(await small.load('a', async () => 10)).toBe(10);
      expect(await small.load('c', async () => 30)).toBe(3);
      vi.advanceTimersByTime(1_001);
      expect(await small.load('c', async () => 31)).toBe(31);
    } finally {
      vi.useRealTimers();
    }
  });
});
