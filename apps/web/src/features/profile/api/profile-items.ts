import type { EducationInput, ExperienceInput, SkillInput } from '@skilllink/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

/**
 * Skills, experience and education are three resources with the same calls: POST to add,
 * PATCH to edit, DELETE to remove, all under /api/v1/profile/{kind}. Every change refreshes the
 * profile (lists, ordering) and the dashboard, which shows the same items.
 */
export type ItemKind = 'skills' | 'experience' | 'education';
type Inputs = { skills: SkillInput; experience: ExperienceInput; education: EducationInput };

export function saveItem<K extends ItemKind>(kind: K, body: Inputs[K], id?: string): Promise<unknown> {
  const path = `/api/v1/profile/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;
  return api(path, { method: id ? 'PATCH' : 'POST', body });
}

export function deleteItem(kind: ItemKind, id: string): Promise<unknown> {
  return api(`/api/v1/profile/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: profileQueryKey('me') });
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useSaveItem<K extends ItemKind>(kind: K) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ body, id }: { body: Inputs[K]; id?: string }) => saveItem(kind, body, id), onSuccess: refresh });
}

export function useDeleteItem(kind: ItemKind) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => deleteItem(kind, id), onSuccess: refresh });
}
