import { z } from 'zod';
import { cursorQuery } from './common.js';
import { EMAIL_SHAPE } from './constants.js';
import { REFERRAL_NAME_MAX, REFERRAL_NOTE_MAX } from './referral-constants.js';

export * from './referral-constants.js';

// Referrals (issue 27, spec 001 §2–§9, ADR 069): a code and link per member, direct invitations
// by e-mail with two reminders, states pending → joined → completed, and points kept as a ledger.

/**
 * pending: invited, not registered · joined: registered with the link or invitation ·
 * completed: address verified and a first real step (a skill on the profile, or a course) ·
 * held: joined from the referrer's own network or device, waiting for review, no points ·
 * declined: the invitee asked for no more invitations (or the invitation was turned down in review).
 */
export const ReferralStatus = z.enum(['pending', 'joined', 'completed', 'held', 'declined']);
export type ReferralStatus = z.infer<typeof ReferralStatus>;

export const Referral = z.object({
  id: z.string(),
  /** The name the referrer typed, or the name the person registered with. */
  name: z.string(),
  /** The address the referrer typed; null for someone who joined through the link. */
  email: z.string().nullable(),
  status: ReferralStatus,
  /** `invitation`: sent from the form; `link`: the person registered through the code's link. */
  source: z.enum(['invitation', 'link']),
  referredDate: z.string(),
  joinedDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  /** Points this referral earned (0 until completed). */
  rewardEarned: z.number().int(),
  remindersSent: z.number().int(),
  /** When the next reminder goes out; null when none will. */
  nextReminderAt: z.string().nullable(),
});
export type Referral = z.infer<typeof Referral>;

export const ReferralStats = z.object({
  totalReferrals: z.number().int(),
  successfulReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  rewardPoints: z.number().int(),
});
export type ReferralStats = z.infer<typeof ReferralStats>;

export const PointsReason = z.enum(['referral_completed', 'referral_bonus', 'highlight_redeemed']);
export type PointsReason = z.infer<typeof PointsReason>;

/** One line of the points ledger: what earned or spent points, never a loose counter. */
export const PointsEntry = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: PointsReason,
  /** The referred person's name for referral entries. */
  subject: z.string().nullable(),
  at: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;

/** GET /api/v1/referrals: everything the Referrals screen shows at first. */
export const ReferralsOverview = z.object({
  code: z.string(),
  /** `{PUBLIC_URL}/register?ref={code}` (§7). */
  link: z.string(),
  stats: ReferralStats,
  /** Points left to spend: earned minus redeemed (rewardPoints counts everything earned). */
  balance: z.number().int(),
  /** The Community Builder badge, earned with the 10th completed referral. */
  badgeEarnedAt: z.string().nullable(),
  /** Until when the profile highlight bought with points shows; null when none is on. */
  highlightUntil: z.string().nullable(),
  invitesLeftToday: z.number().int(),
  history: z.array(Referral),
  /** Cursor for GET /referrals/history; null when `history` holds them all. */
  nextCursor: z.string().nullable(),
  ledger: z.array(PointsEntry),
});
export type ReferralsOverview = z.infer<typeof ReferralsOverview>;

export const REFERRAL_HISTORY_PAGE = 20;
export const ReferralHistoryQuery = cursorQuery(REFERRAL_HISTORY_PAGE, 50);
export type ReferralHistoryQuery = z.input<typeof ReferralHistoryQuery>;
export const ReferralHistoryPage = z.object({ items: z.array(Referral), nextCursor: z.string().nullable() });
export type ReferralHistoryPage = z.infer<typeof ReferralHistoryPage>;

/** POST /api/v1/referrals/invitations — "Send Direct Invitation". */
export const ReferralInvitationRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(REFERRAL_NAME_MAX, `Name must be at most ${REFERRAL_NAME_MAX} characters`),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .regex(EMAIL_SHAPE, 'Please enter a valid email address'),
  /** A personal line for the e-mail, sent as plain text. */
  note: z
    .string()
    .trim()
    .max(REFERRAL_NOTE_MAX, `Your note must be at most ${REFERRAL_NOTE_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
});
export type ReferralInvitationRequest = z.input<typeof ReferralInvitationRequest>;
export const ReferralInvitationResponse = z.object({ referral: Referral });
export type ReferralInvitationResponse = z.infer<typeof ReferralInvitationResponse>;

export const ReferralIdParams = z.object({ id: z.string().max(64) });

/** GET /api/v1/referrals/codes/:code (public): whose link a visitor is registering through. */
export const ReferralCodeParams = z.object({ code: z.string().trim().toUpperCase().max(40) });
export const ReferralCodeOwner = z.object({ firstName: z.string() });
export type ReferralCodeOwner = z.infer<typeof ReferralCodeOwner>;

/** POST /api/v1/referrals/highlight: spend HIGHLIGHT_COST points on a HIGHLIGHT_DAYS profile highlight. */
export const HighlightResponse = z.object({ balance: z.number().int(), highlightUntil: z.string() });
export type HighlightResponse = z.infer<typeof HighlightResponse>;

/** Admins: joins held for review (same network or device as the referrer). */
export const HeldReferral = z.object({
  id: z.string(),
  referrerName: z.string(),
  name: z.string(),
  joinedDate: z.string().nullable(),
  reason: z.enum(['same_network', 'same_device']),
});
export const HeldReferrals = z.object({ items: z.array(HeldReferral) });
export type HeldReferrals = z.infer<typeof HeldReferrals>;
export const HeldReferralDecision = z.object({ decision: z.enum(['release', 'reject']) });
