import type { User } from '@skilllink/contracts/auth';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../features/auth/api/get-session';
import { createAppQueryClient } from './query-client';

const member = (id: string) => ({ id, firstName: id }) as unknown as User;

describe('the app query client', () => {
  it('forgets what was kept for one member when another signs in on the same tab', () => {
    const client = createAppQueryClient();
    client.setQueryData(sessionQueryKey, member('ama'));
    client.setQueryData(['search', 'discover'], { people: ['kofi'] });
    // Ama's session ends without a sign-out (a 401), then Kofi signs in.
    client.setQueryData(sessionQueryKey, null);
    client.setQueryData(sessionQueryKey, member('kofi'));
    expect(client.getQueryData(['search', 'discover'])).toBeUndefined();
    expect(client.getQueryData<User>(sessionQueryKey)?.id).toBe('kofi');
  });

  it('keeps it when the same member signs in again', () => {
    const client = createAppQueryClient();
    client.setQueryData(sessionQueryKey, member('ama'));
    client.setQueryData(['search', 'discover'], { people: ['kofi'] });
    client.setQueryData(sessionQueryKey, null);
    client.setQueryData(sessionQueryKey, member('ama'));
    expect(client.getQueryData(['search', 'discover'])).toEqual({ people: ['kofi'] });
  });
});
