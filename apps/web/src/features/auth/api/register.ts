import type { RegisterRequest } from '@skilllink/contracts/auth';
import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The request as sent: `ref`, the referral code of the link the visitor came through, only when there is one. */
export type RegisterBody = Omit<RegisterRequest, 'ref'> & { ref?: string };

/**
 * Registration signs nobody in and answers the same whether or not the address already has an
 * account (ADR 031): the member finishes from the e-mailed link, then signs in. The account's
 * language is the one this page is in (sent as Accept-Language by `api`).
 */
export function register(body: RegisterBody): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
