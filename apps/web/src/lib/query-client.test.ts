import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('mutations that say what else they change', () => {
  it('refresh the queries named in meta.invalidates after success, and only then', async () => {
    const client = createQueryClient({ retry: false });
    client.setQueryData(['dashboard'], { n: 1 });
    client.setQueryData(['certificates'], { n: 1 });
    client.setQueryData(['messages'], { n: 1 });
    const meta = { invalidates: [['dashboard'], ['certificates']] };

    const failing = new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('no')), meta });
    await failing.mutate().catch(() => undefined);
    expect(client.getQueryState(['dashboard'])?.isInvalidated).toBe(false);

    await new MutationObserver(client, { mutationFn: () => Promise.resolve('ok'), meta }).mutate();
    expect(client.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['certificates'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['messages'])?.isInvalidated).toBe(false);
  });
});
