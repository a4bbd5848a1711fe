import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.js';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A newsletter address (migration 20261217-002, features/public-site/newsletter.*). */
export interface NewsletterSubscriberTable {
  id: string;
  /** Lower-cased, as the contract normalises it. */
  email: string;
  language: string;
  status: NewsletterStatus;
  /** Hash of the single-use confirmation link's token; null once used (or never sent). */
  confirmTokenHash: string | null;
  confirmExpiresAt: Timestamp | null;
  /** UTC day (YYYY-MM-DD) the count below is for: at most a few mails a day to one address. */
  mailDay: string | null;
  mailsThatDay: Generated<number>;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
}

/** A "Partner With Us" message, stored before it is mailed to the team. */
export interface PartnerInquiryTable {
  id: string;
  name: string;
  organisation: string;
  email: string;
  kind: string;
  message: string;
  language: string;
  createdAt: Timestamp;
}
