import type { ReportRequest } from '@skilllink/contracts/privacy';
import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Blocking from a profile (Settings → Privacy lists and unblocks). */
export function useBlockMember() {
  return useMutation({
    mutationFn: (memberId: string) => api<null>('/api/v1/account/blocks', { method: 'POST', body: { memberId } }),
  });
}

export function useReportMember() {
  return useMutation({ mutationFn: (body: ReportRequest) => api<MessageResponse>('/api/v1/reports', { method: 'POST', body }) });
}
