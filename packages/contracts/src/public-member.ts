import { z } from 'zod';

/**
 * Public member handles and the signed-out view of a member (issue 26 §2): `/in/{handle}`.
 * The handle rules live here so that the Settings card checks exactly what the server checks.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
/** Successful handle changes a member may make in 24 hours: links in CVs and mails should stay stable. */
export const HANDLE_CHANGES_PER_DAY = 5;

/**
 * Words that name (or may one day name) a page of the site, a team or the brand: a handle that
 * looked like an official page would mislead visitors.
 */
export const RESERVED_HANDLES: readonly string[] = [
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'careers',
  'certificate',
  'certificates',
  'contact',
  'courses',
  'data-protection',
  'dev',
  'help',
  'imprint',
  'in',
  'jobs',
  'learn',
  'legal',
  'login',
  'logout',
  'me',
  'news',
  'newsletter',
  'official',
  'partners',
  'press',
  'privacy',
  'register',
  'root',
  'security',
  'settings',
  'signin',
  'signup',
  'sitemap',
  'skilllink',
  'skill-link',
  'staff',
  'static',
  'stories',
  'support',
  'system',
  'team',
  'terms',
  'verify',
  'www',
];

const RESERVED = new Set(RESERVED_HANDLES);
const SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type HandleProblem = 'too_short' | 'too_long' | 'format' | 'reserved';

/** How a typed handle is stored: trimmed and lower-cased, so uniqueness is case-insensitive. */
export const normalizeHandle = (value: string): string => value.trim().toLowerCase();

/** What is wrong with an already normalized handle, or null when it follows the rules. */
export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length < HANDLE_MIN) return 'too_short';
  if (handle.length > HANDLE_MAX) return 'too_long';
  if (!SHAPE.test(handle)) return 'format';
  if (RESERVED.has(handle)) return 'reserved';
  return null;
}

// Letters that Unicode does not decompose into a Latin letter plus an accent.
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ŋ: 'n' };

/**
 * The handle a name suggests, before any "-2" for a collision: "Éloïse Mensah" → "eloise-mensah".
 * Kept short enough for a suffix; a name with too few Latin letters becomes "member".
 */
export function handleFromName(firstName: string, lastName: string): string {
  const folded = `${firstName} ${lastName}`
    .toLowerCase()
    .replace(/[ßæœøđðłþıŋ]/g, (c) => SPECIAL[c] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX - 6)
    .replace(/-+$/, '');
  if (folded.length < HANDLE_MIN) return folded ? `${folded}-member` : 'member';
  return folded;
}

export const HandleUpdate = z.object({ handle: z.string().max(200) });
export type HandleUpdate = z.infer<typeof HandleUpdate>;

/** GET/PATCH /api/v1/account/handle. `url` is the public page, `${PUBLIC_URL}/in/${handle}`. */
export const HandleResponse = z.object({ handle: z.string(), url: z.string() });
export type HandleResponse = z.infer<typeof HandleResponse>;

export const PublicMemberParams = z.object({ handle: z.string().min(1).max(200) });

/** What a signed-out visitor may see of a member whose profile is visible to everyone. Nothing else. */
export const PublicMember = z.object({
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  location: z.string(),
  about: z.string(),
  /** "/api/v1/photos/<key>.webp", or null. */
  photoUrl: z.string().nullable(),
  /** Top 10 by endorsements. */
  skills: z.array(z.object({ name: z.string(), endorsements: z.number().int(), verified: z.boolean() })),
  experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      location: z.string(),
      /** "YYYY-MM" or "". */
      startDate: z.string(),
      /** null: to the present. */
      endDate: z.string().nullable(),
      /** At most 300 characters (cut with "…"). */
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({ school: z.string(), degree: z.string(), field: z.string(), startDate: z.string(), endDate: z.string().nullable() }),
  ),
  /** Issued and not revoked; the code opens /certificates/verify. */
  certificates: z.array(z.object({ courseTitle: z.string(), issuedAt: z.string(), code: z.string() })),
  /** ISO date-time the account was created. */
  memberSince: z.string(),
});
export type PublicMember = z.infer<typeof PublicMember>;

/**
 * GET /api/v1/public/members/:handle. 200 with `member`, or 200 with `redirect` (an old handle: the
 * member's current one, for a 301 on the page); 403 `forbidden.profile_hidden` when the member
 * shows their profile to members only; 404 otherwise. A redirect is a 200, not a 301, because an
 * old handle can later be taken by someone else and browsers keep 301s forever.
 */
export const PublicMemberResponse = z.union([z.object({ member: PublicMember }), z.object({ redirect: z.string() })]);
export type PublicMemberResponse = z.infer<typeof PublicMemberResponse>;
