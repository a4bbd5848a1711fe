import type { ReviewsPage } from '@skilllink/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursePath, coursesKeys } from './keys';

export function getReviews(courseId: string, signal?: AbortSignal): Promise<ReviewsPage> {
  return api<ReviewsPage>(`${coursePath(courseId)}/reviews`, { signal });
}

/** A course's reviews, its average and the member's own review. */
export const reviewsQuery = (courseId: string) =>
  queryOptions({ queryKey: coursesKeys.reviews(courseId), queryFn: ({ signal }) => getReviews(courseId, signal) });

export function useReviews(courseId: string) {
  return useQuery(reviewsQuery(courseId));
}
