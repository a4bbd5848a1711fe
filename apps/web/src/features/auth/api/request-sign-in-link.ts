import type { SignInLinkRequest } from '@skilllink/contracts/auth';
import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function requestSignInLink(body: SignInLinkRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/sign-in-link', { method: 'POST', body });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
