import { z } from 'zod';

/** Settings → Privacy (issue 25 §5, ADR 063). */

export const PROFILE_VISIBILITIES = ['everyone', 'members', 'connections'] as const;
export const REQUESTS_FROM = ['everyone', 'mutual'] as const;

export const PrivacySettings = z.object({
  /** everyone: also signed-out visitors (public pages); members: signed-in members; connections: only them. */
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  /** Who may send a connection request: everyone, or people with at least one mutual connection. */
  connectionRequests: z.enum(REQUESTS_FROM),
  /** Off: others don't see when you read their messages, and you don't see when they read yours. */
  readReceipts: z.boolean(),
  /** Off: nobody sees you online, and you don't see others online. */
  onlineStatus: z.boolean(),
  endorsements: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

export const PrivacyResponse = z.object({ privacy: PrivacySettings });
export type PrivacyResponse = z.infer<typeof PrivacyResponse>;

export const PrivacyUpdate = PrivacySettings.partial().refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type PrivacyUpdate = z.infer<typeof PrivacyUpdate>;

export const BlockedMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMember>;

export const BlockedMembersResponse = z.object({ blocked: z.array(BlockedMember) });
export type BlockedMembersResponse = z.infer<typeof BlockedMembersResponse>;

export const BlockRequest = z.object({ memberId: z.string().min(1).max(64) });
export type BlockRequest = z.infer<typeof BlockRequest>;

export const MemberParams = z.object({ memberId: z.string().min(1).max(64) });

export const REPORT_REASONS = ['spam', 'harassment', 'fake_profile', 'scam', 'inappropriate', 'other'] as const;
export const REPORT_DETAILS_MAX = 1000;

export const ReportRequest = z.object({
  memberId: z.string().min(1).max(64),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`).default(''),
  /** Block the member at the same time. */
  block: z.boolean().default(false),
});
export type ReportRequest = z.input<typeof ReportRequest>;

export const REPORT_RESOLUTIONS = ['dismissed', 'actioned'] as const;

export const Report = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  reported: z.object({ id: z.string(), name: z.string(), reportsAgainst: z.number().int() }),
});
export type Report = z.infer<typeof Report>;

export const ReportsResponse = z.object({ reports: z.array(Report) });
export type ReportsResponse = z.infer<typeof ReportsResponse>;

export const ReportParams = z.object({ id: z.string().min(1).max(64) });
export const ReportResolution = z.object({ resolution: z.enum(REPORT_RESOLUTIONS) });
export type ReportResolution = z.infer<typeof ReportResolution>;
