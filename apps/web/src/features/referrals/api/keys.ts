import type { QueryClient } from '@tanstack/react-query';

/** Every query of the member's referrals lives under ['referrals', …]; a code's owner is public and apart. */
export const referralsKeys = {
  all: ['referrals'] as const,
  overview: () => ['referrals', 'overview'] as const,
  /** The older history, page after page, from the cursor the overview ended at. */
  history: (start: string) => ['referrals', 'history', start] as const,
  codeOwner: (code: string) => ['referral-code', code] as const,
};

export const referralsPath = '/api/v1/referrals';

/**
 * Something about the member's referrals changed (a sent invitation, a friend who
 * joined or completed, points earned or spent): the overview and any older pages are asked for again.
 */
export const invalidateReferrals = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: referralsKeys.all });
