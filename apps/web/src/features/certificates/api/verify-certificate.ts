import type { VerificationResult } from '@skilllink/contracts/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';

/** Trimmed and upper-cased, as the server compares codes (so "sl-7kq3…" and "SL-7KQ3…" share a cache entry). */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * Public: no sign-in needed. A code the server cannot route or read (too long, empty) is as
 * invalid as an unknown one, so it is answered the same way instead of as an error.
 */
export async function verifyCertificate(code: string, signal?: AbortSignal): Promise<VerificationResult> {
  const normalised = normaliseCode(code);
  try {
    return await api<VerificationResult>(`/api/v1/certificates/verify/${encodeURIComponent(normalised)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return { valid: false, code: normalised };
    throw error;
  }
}

export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', normaliseCode(code)] as const,
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // A certificate's facts do not change from one minute to the next; asking again is wasted data.
    staleTime: 5 * 60_000,
    // Rate limited on the server: do not multiply the requests by retrying.
    retry: false,
  });

/** The verification of a code; nothing is asked while the code is empty. */
export function useVerification(code: string) {
  return useQuery({ ...verificationQuery(code), enabled: normaliseCode(code) !== '' });
}
