import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursePath, coursesKeys } from './keys';

interface SaveReviewInput {
  courseId: string;
  rating: number;
  comment: string;
}

/** Writes or replaces the member's one review of the course. */
export function saveReview({ courseId, rating, comment }: SaveReviewInput): Promise<unknown> {
  return api<unknown>(`${coursePath(courseId)}/review`, { method: 'PUT', body: { rating, comment } });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // The average on the course and in the list changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
