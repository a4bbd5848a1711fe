import { afterEach, describe, expect, it, vi } from 'vitest';
import { rereadDataSaver, setDataSaver } from '../../../lib/data-saver';
import { json, stubApi } from '../../../test/fetch-stub';
import { jobsPage } from '../test-fixtures';
import { getJobs } from './get-jobs';
import { NO_FILTERS as DEFAULT_FILTERS } from '../hooks/use-job-filters';

// Data saver asks for half pages (ADR 074); without it the URL stays the one the server preloads.

afterEach(() => {
  localStorage.removeItem('sl-data-saver');
  rereadDataSaver();
  vi.unstubAllGlobals();
});

describe('getJobs page size', () => {
  it('asks for 10 a page with data saver on, the server default otherwise', async () => {
    const api = stubApi({ 'GET /api/v1/jobs': () => json(200, jobsPage([])) });
    setDataSaver(false);
    await getJobs(DEFAULT_FILTERS, 1);
    setDataSaver(true);
    await getJobs(DEFAULT_FILTERS, 1);
    await getJobs({ ...DEFAULT_FILTERS, q: 'react' }, 2);
    expect(api.calls.map((c) => c.search)).toEqual(['', '?limit=10', '?q=react&page=2&limit=10']);
  });
});
