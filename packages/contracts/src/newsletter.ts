import { z } from 'zod';

/**
 * The public site's two forms (issue 26): the newsletter (double opt-in by e-mail, unsubscribe
 * without signing in) and the Partners page's "Partner With Us" contact form, which mails the team.
 */

/** The same rule as registration's address (auth.ts): trimmed, lower-cased, at most 254 characters. */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address'));
/** The language the visitor reads the site in; the mails and pages that follow use it. */
const language = z.enum(['en', 'fr'], 'Choose English or French');
/** One line of text: no control characters (it goes into a mail's subject). */
const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[^\p{Cc}]*$/u, `${label} must be on one line`);

/** POST /api/v1/public/newsletter: the language defaults to the reader's. */
export const NewsletterSubscribeRequest = z.object({ email, language: language.optional() });
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

/** Always the same answer, whatever the address's state: nobody learns who is subscribed. */
export const NewsletterAccepted = z.object({ ok: z.literal(true) });
export type NewsletterAccepted = z.infer<typeof NewsletterAccepted>;

/**
 * The partner groups of content/pages/en/partners.md (its "universities and training institutions"
 * split in two, as visitors name themselves), and anyone else.
 */
export const PARTNER_KINDS = ['university', 'employer', 'training-provider', 'ngo', 'other'] as const;
export const PartnerKind = z.enum(PARTNER_KINDS, 'Choose the kind of organisation');
export type PartnerKind = z.infer<typeof PartnerKind>;

export const PARTNER_NAME_MAX = 100;
export const PARTNER_ORGANISATION_MAX = 120;
export const PARTNER_MESSAGE_MIN = 10;
export const PARTNER_MESSAGE_MAX = 2000;

/** POST /api/v1/public/partner-inquiries: the "Partner With Us" form. */
export const PartnerInquiry = z.object({
  name: line('Name', PARTNER_NAME_MAX),
  organisation: line('Organisation', PARTNER_ORGANISATION_MAX),
  email,
  kind: PartnerKind,
  message: z
    .string()
    .trim()
    .min(PARTNER_MESSAGE_MIN, `Message must be at least ${PARTNER_MESSAGE_MIN} characters`)
    .max(PARTNER_MESSAGE_MAX, `Message must be at most ${PARTNER_MESSAGE_MAX} characters`),
  language: language.optional(),
});
export type PartnerInquiry = z.input<typeof PartnerInquiry>;

export const PartnerInquiryAccepted = z.object({ ok: z.literal(true) });
export type PartnerInquiryAccepted = z.infer<typeof PartnerInquiryAccepted>;
