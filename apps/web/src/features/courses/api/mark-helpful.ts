import type { ReviewsPage } from '@skilllink/contracts/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursePath, coursesKeys } from './keys';

interface HelpfulInput {
  courseId: string;
  reviewId: string;
  /** true marks it helpful, false takes the vote back. */
  helpful: boolean;
}

export function setHelpful({ courseId, reviewId, helpful }: HelpfulInput): Promise<unknown> {
  return api<unknown>(`${coursePath(courseId)}/reviews/${encodeURIComponent(reviewId)}/helpful`, {
    method: helpful ? 'POST' : 'DELETE',
  });
}

/** One vote per member: the count moves at once and the server's answer settles it. */
export function useSetHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHelpful,
    onMutate: async ({ courseId, reviewId, helpful }) => {
      const key = coursesKeys.reviews(courseId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ReviewsPage>(key);
      queryClient.setQueryData<ReviewsPage>(key, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((r) =>
                r.id === reviewId && r.markedHelpful !== helpful
                  ? { ...r, markedHelpful: helpful, helpful: Math.max(0, r.helpful + (helpful ? 1 : -1)) }
                  : r,
              ),
            }
          : page,
      );
      return { before };
    },
    onError: (_error, { courseId }, context) => {
      if (context?.before) queryClient.setQueryData(coursesKeys.reviews(courseId), context.before);
    },
    onSettled: (_data, _error, { courseId }) => queryClient.invalidateQueries({ queryKey: coursesKeys.reviews(courseId) }),
  });
}
