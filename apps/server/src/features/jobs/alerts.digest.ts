import { JOB_ALERT_DIGEST_ITEMS, JobAlertSearch } from '@skilllink/contracts/jobs';
import { toBool, type DB } from '../../db/database.js';
import { asLanguage, type Language } from '../../platform/i18n/language.js';
import { hashToken, newId, newToken } from '../../platform/ids.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import * as q from './alerts.digest-queries.js';
import { alertWords, payText } from './alerts.mail.js';
import { emailsEnabled } from './alerts.repository.js';
import { alertPath } from './alerts.service.js';

/** Digests go out from this hour (UTC) each day: morning from Dakar to Nairobi. */
export const DIGEST_HOUR_UTC = 7;
/** Members mailed per step, and at most per run (the rest wait for the next run, minutes later). */
const MEMBER_BATCH = 100;
export const MAX_DIGESTS_PER_RUN = 2_000;
/** How long an unsubscribe link works (and the digest ledger holding its hash is kept). */
export const UNSUBSCRIBE_TTL_MS = 90 * 86_400_000;
/** Matches are forgotten after this, sent or not: the digest reads days, not months. */
const MATCH_TTL_MS = 14 * 86_400_000;

export interface DigestDeps {
  db: DB;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** The address of the unsubscribe page for a token (served by alerts.unsubscribe.ts). */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/job-alerts/unsubscribe?token=${token}`;

function itemText(language: Language, l: q.DigestListing): string {
  const who = l.companyName ?? `${l.posterFirstName} ${l.posterLastName}`.trim();
  const where = toBool(l.isRemote) ? `${l.location} (${alertWords(language).remote})` : l.location;
  const pay = payText(language, {
    kind: l.kind,
    min: l.salaryMin === null ? null : Number(l.salaryMin),
    max: l.salaryMax === null ? null : Number(l.salaryMax),
    currency: l.salaryCurrency,
    period: l.salaryPeriod,
  });
  return `${l.title} — ${who} · ${where} · ${pay}`;
}

/**
 * One member's digest of `day`, as one transaction: the (member, day) row is created (or another
 * process already did: nothing to do), every unlisted match becomes its, and what to mail is
 * read. The mail is handed to the outbox only after that commits: a crash in between loses that
 * day's mail rather than ever sending it twice (ADR 053).
 */
async function digestOf(deps: DigestDeps, memberId: string, day: string, now: Date): Promise<MailMessage | null> {
  const nowIso = now.toISOString();
  const token = newToken();
  return deps.db.transaction().execute(async (trx) => {
    const id = newId();
    if (!(await q.createDigest(trx, { id, memberId, day, at: nowIso }))) return null;
    await q.claimMatches(trx, memberId, id);
    const member = await q.memberForMail(trx, memberId);
    // An address nobody confirmed may be someone else's; a member who unsubscribed gets none.
    if (!member || !toBool(member.isVerified) || !(await emailsEnabled(trx, memberId))) return null;
    const listings = await q.digestListings(trx, id, nowIso, JOB_ALERT_DIGEST_ITEMS);
    if (listings.length === 0) return null;
    const total = listings.length < JOB_ALERT_DIGEST_ITEMS ? listings.length : await q.countDigestListings(trx, id, nowIso);
    await q.markDigestMailed(trx, id, hashToken(token), total);
    const searches = await q.digestSearches(trx, id);
    const one = searches.length === 1 ? JobAlertSearch.safeParse(JSON.parse(searches[0]!)) : null;
    const language = asLanguage(member.language);
    const w = alertWords(language);
    return {
      to: member.email,
      subject: w.subject(total),
      paragraphs: [w.hello(member.firstName), w.intro],
      links: listings.map((l) => ({ text: itemText(language, l), url: `${deps.publicUrl}/app/jobs/${encodeURIComponent(l.id)}` })),
      // More than the mail lists: the button says how many the app shows.
      action: {
        label: total > listings.length ? w.seeAll(total) : w.action,
        url: `${deps.publicUrl}${one?.success ? alertPath(one.data) : '/app/jobs'}`,
      },
      unsubscribe: { label: w.unsubscribe, url: unsubscribeUrl(deps.publicUrl, token) },
      linkLifetimeMs: UNSUBSCRIBE_TTL_MS,
    };
  });
}

/**
 * Sends today's digest to each member with matches no digest has listed, from DIGEST_HOUR_UTC
 * on (`force`: at any hour, for the development trigger), one per member per day whichever
 * process runs, at most MAX_DIGESTS_PER_RUN a run. Then forgets old matches and digests.
 * Answers the mails sent.
 */
export async function sendDigests(deps: DigestDeps, { force = false }: { force?: boolean } = {}): Promise<number> {
  const now = deps.now();
  let sent = 0;
  if (force || now.getUTCHours() >= DIGEST_HOUR_UTC) {
    const day = now.toISOString().slice(0, 10);
    for (let handled = 0; handled < MAX_DIGESTS_PER_RUN;) {
      const members = await q.membersToDigest(deps.db, day, MEMBER_BATCH);
      for (const memberId of members) {
        handled += 1;
        const mail = await digestOf(deps, memberId, day, now);
        if (!mail) continue;
        await deps.mailer.send(mail);
        sent += 1;
      }
      if (members.length < MEMBER_BATCH) break;
    }
  }
  const at = now.getTime();
  await q.prune(deps.db, new Date(at - MATCH_TTL_MS).toISOString(), new Date(at - UNSUBSCRIBE_TTL_MS).toISOString());
  return sent;
}
