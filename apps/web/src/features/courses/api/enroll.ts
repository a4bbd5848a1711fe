import type { EnrollResponse } from '@skilllink/contracts/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursePath, coursesKeys, learningElsewhere } from './keys';

export function enroll(courseId: string): Promise<EnrollResponse> {
  return api<EnrollResponse>(`${coursePath(courseId)}/enrollment`, { method: 'POST' });
}

/** Enrols the member; the list and the course refetch so Enroll becomes Continue. */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    meta: learningElsewhere,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
