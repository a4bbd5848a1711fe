import type { VerifyCredentialResponse } from '@skilllink/contracts/credentials';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Public: no sign-in. The body is the credential object itself, as it was downloaded. */
export function verifyCredential(credential: Record<string, unknown>): Promise<VerifyCredentialResponse> {
  return api<VerifyCredentialResponse>('/api/v1/credentials/verify', { method: 'POST', body: credential });
}

/** A mutation, not a query: the answer belongs to what was pasted this time, and it is rate limited (no retries). */
export function useVerifyCredential() {
  return useMutation({ mutationFn: verifyCredential, retry: false });
}
