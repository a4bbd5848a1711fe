import type { EndorsementResponse } from '@skilllink/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

/** PUT gives the endorsement, DELETE withdraws it; both answer the real count. */
export function setEndorsement(skillId: string, endorse: boolean): Promise<EndorsementResponse> {
  return api<EndorsementResponse>(`/api/v1/member-skills/${encodeURIComponent(skillId)}/endorsement`, {
    method: endorse ? 'PUT' : 'DELETE',
  });
}

export function useEndorsement(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skillId, endorse }: { skillId: string; endorse: boolean }) => setEndorsement(skillId, endorse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(profileId) }),
  });
}
