import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToMySkills } from './add-to-my-skills';
import { skillsKeys } from './keys';

/** "Add to profile" beside a skill badge: the same profile endpoint as Add to My Skills. */
export function useAddAssessedSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skill: { name: string; category: string }) => addToMySkills(skill),
    onSuccess: () => {
      for (const queryKey of [skillsKeys.catalog(), ['profile'], ['dashboard']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
