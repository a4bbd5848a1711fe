import type { SkillDetail, SkillDetailResponse } from '@skilllink/contracts/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { skillsKeys } from './keys';

export async function getSkill(slug: string, signal?: AbortSignal): Promise<SkillDetail> {
  const { skill } = await api<SkillDetailResponse>(`/api/v1/skills/catalog/${encodeURIComponent(slug)}`, { signal });
  return skill;
}

export function skillQueryOptions(slug: string) {
  return queryOptions({
    queryKey: skillsKeys.detail(slug),
    queryFn: ({ signal }) => getSkill(slug, signal),
  });
}

/** Learn More: the detail of one skill; nothing is fetched while no skill is open. */
export function useSkill(slug: string | null) {
  return useQuery({ ...skillQueryOptions(slug ?? ''), enabled: slug !== null });
}
