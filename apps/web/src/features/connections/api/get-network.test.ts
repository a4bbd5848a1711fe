import { afterEach, describe, expect, it, vi } from 'vitest';
import { rereadDataSaver, setDataSaver } from '../../../lib/data-saver';
import { json, stubApi } from '../../../test/fetch-stub';
import { getNetwork } from './get-network';

// Data saver asks for half pages (ADR 074); without it the URL stays the one the server preloads.

afterEach(() => {
  localStorage.removeItem('sl-data-saver');
  rereadDataSaver();
  vi.unstubAllGlobals();
});

describe('getNetwork page size', () => {
  it('asks for 10 connections a page with data saver on; "Load more" keeps its cursor', async () => {
    const api = stubApi({ 'GET /api/v1/connections': () => json(200, { items: [], nextCursor: null }) });
    setDataSaver(false);
    await getNetwork(null);
    setDataSaver(true);
    await getNetwork(null);
    await getNetwork('c1');
    expect(api.calls.map((c) => c.search)).toEqual(['', '?limit=10', '?before=c1&limit=10']);
  });
});
