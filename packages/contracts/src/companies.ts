import { z } from 'zod';

import { COMPANY_LOCATION_MAX, COMPANY_ROLES, COMPANY_WEBSITE_MAX, RECRUITER_QUERY_MAX, isHttpsUrl } from './company-constants.js';

// Companies (issue 22 item 2): the small record a job is posted for — name, logo, location,
// website — and its hiring team. Its first poster manages it and adds recruiters from their
// connections (ADR 055); both roles manage the company's listings and see their applications.
export * from './company-constants.js';

export const CompanyRole = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof CompanyRole>;

/** A member of a company's hiring team. */
export const CompanyMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  role: CompanyRole,
  /** Since when, ISO-8601. */
  since: z.string(),
  /** The reader themselves (a recruiter's own row offers Leave). */
  isMe: z.boolean(),
});
export type CompanyMember = z.infer<typeof CompanyMember>;

/** A company as its team sees it (GET /companies/mine and every change's answer). */
export const Company = z.object({
  id: z.string(),
  name: z.string(),
  /** Path of the logo image (served by GET /company-logos/:key), or null for initials. */
  logo: z.string().nullable(),
  location: z.string(),
  /** An https:// address, or '' when none is given. */
  website: z.string(),
  /** The reader's own role: only a manager edits and adds or removes recruiters. */
  myRole: CompanyRole,
  /** Managers first, then recruiters, each by name. */
  members: z.array(CompanyMember),
});
export type Company = z.infer<typeof Company>;

/** GET /companies/mine: the companies I manage or recruit for, by name. */
export const MyCompanies = z.object({ items: z.array(Company) });
export type MyCompanies = z.infer<typeof MyCompanies>;

export const CompanyParams = z.object({ companyId: z.string().min(1).max(64) });
export const CompanyMemberParams = CompanyParams.extend({ memberId: z.string().min(1).max(64) });
export const CompanyLogoParams = z.object({ key: z.string().regex(/^logo-[\w-]{1,100}\.webp$/) });

/** PATCH /companies/:companyId — the manager edits the details ('' clears one). The name stays what jobs were posted under. */
export const CompanyDetailsInput = z.object({
  location: z.string().trim().max(COMPANY_LOCATION_MAX, `Location must be ${COMPANY_LOCATION_MAX} characters or less`),
  website: z
    .string()
    .trim()
    .max(COMPANY_WEBSITE_MAX, `Website must be ${COMPANY_WEBSITE_MAX} characters or less`)
    .refine((v) => v === '' || isHttpsUrl(v), 'Website must be an https:// address'),
});
export type CompanyDetailsInput = z.input<typeof CompanyDetailsInput>;

/** POST /companies/:companyId/members — the manager adds one of their connections as a recruiter. */
export const AddRecruiterInput = z.object({ memberId: z.string().trim().min(1, 'Choose a connection').max(64) });
export type AddRecruiterInput = z.input<typeof AddRecruiterInput>;

/** GET /companies/:companyId/candidates?q= — the manager's connections not yet in the team. */
export const RecruiterCandidatesQuery = z.object({
  q: z.string().trim().max(RECRUITER_QUERY_MAX, `Search must be ${RECRUITER_QUERY_MAX} characters or less`).default(''),
});
export type RecruiterCandidatesQuery = z.input<typeof RecruiterCandidatesQuery>;

export const RecruiterCandidate = CompanyMember.pick({ id: true, firstName: true, lastName: true, title: true, avatar: true });
export type RecruiterCandidate = z.infer<typeof RecruiterCandidate>;
export const RecruiterCandidates = z.object({ items: z.array(RecruiterCandidate) });
export type RecruiterCandidates = z.infer<typeof RecruiterCandidates>;
