import type { ReferralCodeOwner } from '@skilllink/contracts/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { referralsKeys } from './keys';

const normalise = (code: string) => code.trim().toUpperCase();

/**
 * Public (signed out): whose link a visitor is registering through. A code that matches nobody
 * (404) or cannot be one (400) answers null: the page then simply says nothing.
 */
export async function getCodeOwner(code: string, signal?: AbortSignal): Promise<ReferralCodeOwner | null> {
  try {
    return await api<ReferralCodeOwner>(`/api/v1/referrals/codes/${encodeURIComponent(normalise(code))}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const codeOwnerQuery = (code: string) =>
  queryOptions({
    queryKey: referralsKeys.codeOwner(normalise(code)),
    queryFn: ({ signal }) => getCodeOwner(code, signal),
    staleTime: 10 * 60_000,
    // A nicety above the form: never worth a second request.
    retry: false,
  });

/** Asked only in the browser, after the first render (a query never runs during server rendering). */
export function useCodeOwner(code: string | null) {
  return useQuery({ ...codeOwnerQuery(code ?? ''), enabled: Boolean(code?.trim()) });
}
