import type { CatalogResponse, CatalogSkill, SkillDetail } from '@skilllink/contracts/skills';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { skillsKeys } from './keys';

type Outcome = 'added' | 'exists';

/**
 * Adds a catalogue skill to the member's profile through the profile area's endpoint, at
 * Beginner level in the skill's category. "Already there" (409 skill_exists) is an outcome,
 * not a failure: the card shows Added either way.
 */
export async function addToMySkills(skill: Pick<CatalogSkill, 'name' | 'category'>): Promise<Outcome> {
  try {
    await api('/api/v1/profile/skills', { method: 'POST', body: { name: skill.name, level: 'Beginner', category: skill.category } });
    return 'added';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'skill_exists') return 'exists';
    throw error;
  }
}

/** Shows "Added" at once on every list and detail that holds the skill. */
function markInProfile(queryClient: QueryClient, slug: string) {
  queryClient.setQueriesData<CatalogResponse>({ queryKey: skillsKeys.catalog() }, (data) =>
    data ? { ...data, items: data.items.map((s) => (s.slug === slug ? { ...s, inMyProfile: true } : s)) } : data,
  );
  queryClient.setQueryData<SkillDetail>(skillsKeys.detail(slug), (data) => (data ? { ...data, inMyProfile: true } : data));
}

export function useAddToMySkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skill: CatalogSkill) => addToMySkills(skill),
    onSuccess: (_outcome, skill) => {
      markInProfile(queryClient, skill.slug);
      // Professionals counts moved, and the profile and the dashboard list the member's skills.
      // Not awaited: the button should read "Added" now, not after the refetch.
      for (const queryKey of [skillsKeys.all, ['profile'], ['dashboard']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
