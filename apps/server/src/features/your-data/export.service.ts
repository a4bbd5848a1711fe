import { zipSync, type Zippable } from 'fflate';
import { EXPORT_EVERY_MINUTES, EXPORT_LINK_DAYS, type DataExport } from '@skilllink/contracts/your-data';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { asLanguage } from '../../platform/i18n/language.js';
import { hashToken, newId, newToken } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { MemberDataSource } from '../../platform/member-data.js';
import type { Storage } from '../../platform/storage.js';
import * as repo from './your-data.repository.js';
import { mailDate, yourDataMail } from './your-data.mail.js';

export interface ExportDeps {
  db: DB;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  sources: readonly MemberDataSource[];
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const DAY = 86_400_000;
const LINK_MS = EXPORT_LINK_DAYS * DAY;
const EVERY_MS = EXPORT_EVERY_MINUTES * 60_000;
/** A build that failed this many times is given up (the member may ask again). */
const MAX_ATTEMPTS = 3;

/** The member's latest export as Settings shows it. */
export async function exportStatus(db: DB, userId: string, now: Date): Promise<DataExport> {
  const last = await repo.latestExport(db, userId);
  if (!last) return { status: 'none', requestedAt: null, expiresAt: null, nextAllowedAt: null };
  const requestedAt = toIso(last.requestedAt);
  const next = new Date(requestedAt).getTime() + EVERY_MS;
  const nextAllowedAt = next > now.getTime() ? new Date(next).toISOString() : null;
  const expiresAt = last.expiresAt ? toIso(last.expiresAt) : null;
  const status =
    last.status === 'pending' ? 'pending' : last.status === 'failed' ? 'none' : new Date(expiresAt!) > now ? 'ready' : 'expired';
  return { status, requestedAt, expiresAt, nextAllowedAt };
}

/** Asks for a copy; one an hour per member (building one reads everything they have). */
export async function requestExport(db: DB, userId: string, now: Date): Promise<DataExport> {
  const current = await exportStatus(db, userId, now);
  if (current.status === 'pending') return current;
  if (current.nextAllowedAt) {
    throw new AppError(429, 'rate_limited', 'You can ask for a copy of your data once an hour. Please try again later', undefined, {
      key: 'rate_limited.export',
    });
  }
  await repo.insertExport(db, newId(), userId, now.toISOString());
  return exportStatus(db, userId, now);
}

/** Every source's files in one ZIP, plus a README that says what is where. */
export async function buildZip(deps: Pick<ExportDeps, 'db' | 'storage' | 'sources'>, memberId: string, now: Date): Promise<Uint8Array> {
  const entries: Zippable = {};
  const areas: string[] = [];
  for (const source of deps.sources) {
    for (const file of await source.export({ db: deps.db, storage: deps.storage, memberId, now })) {
      entries[file.path] = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
      areas.push(file.path);
    }
  }
  const readme = `SkillLink data export\nCreated ${now.toISOString()}\n\n${areas.filter((a) => !a.startsWith('files/')).join('\n')}\nfiles/: files you uploaded\n`;
  entries['README.txt'] = new TextEncoder().encode(readme);
  return zipSync(entries, { level: 6, mtime: now });
}

/** Builds one claimed export, stores it and e-mails its link. */
async function buildOne(deps: ExportDeps, id: string, userId: string): Promise<void> {
  const now = deps.now();
  const zip = await buildZip(deps, userId, now);
  const storageKey = `export-${id}.zip`;
  await deps.storage.put(storageKey, Buffer.from(zip));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_MS);
  await repo.exportReady(deps.db, id, {
    storageKey,
    tokenHash: hashToken(token),
    readyAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  const member = await deps.db
    .selectFrom('user')
    .select(['email', 'firstName', 'language', 'timeZone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const language = asLanguage(member.language);
  const mail = yourDataMail('exportReady', language, member.firstName, mailDate(expiresAt, language, member.timeZone));
  await deps.mailer.send({
    to: member.email,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    // The app's page, not the file: signed out, the member signs in first and lands back on it.
    action: { label: mail.action, url: `${deps.publicUrl}/app/settings?tab=data&token=${token}` },
    linkLifetimeMs: LINK_MS,
  });
}

/**
 * The durable job: builds every pending export (a process that died mid-build leaves a stale
 * claim, taken again later), then removes ZIPs whose link has expired. Returns how many were built.
 */
export async function runExports(deps: ExportDeps): Promise<number> {
  let built = 0;
  for (const row of await repo.exportsToBuild(deps.db, deps.now(), 10)) {
    if (row.attempts >= MAX_ATTEMPTS) {
      await repo.exportFailed(deps.db, row.id);
      continue;
    }
    if (!(await repo.claimExport(deps.db, row.id, row.attempts, deps.now()))) continue;
    try {
      await buildOne(deps, row.id, row.userId);
      built += 1;
    } catch (err) {
      // Left pending and claimed: taken again once the claim is stale, up to MAX_ATTEMPTS.
      deps.log.error({ err, exportId: row.id }, 'a data export failed');
    }
  }
  for (const old of await repo.expiredExports(deps.db, deps.now())) {
    await deps.storage.remove(old.storageKey!);
    await repo.forgetExportFile(deps.db, old.id);
  }
  return built;
}

/** The ZIP behind an e-mailed link, for the member it was made for, while the link works. */
export async function openExport(deps: Pick<ExportDeps, 'db' | 'storage'>, userId: string, token: string, now: Date) {
  const row = await repo.exportByToken(deps.db, hashToken(token));
  // Another member's link reads as no link at all.
  if (!row || row.userId !== userId || row.status !== 'ready') {
    throw new AppError(404, 'not_found', 'This download link is not valid', undefined, { key: 'not_found.export' });
  }
  const bytes = row.expiresAt && new Date(toIso(row.expiresAt)) > now && row.storageKey ? await deps.storage.get(row.storageKey) : null;
  if (!bytes) {
    throw new AppError(410, 'export_link_expired', 'This download link has expired: ask for a new copy in Settings → Your data');
  }
  return { bytes, fileName: `skilllink-data-${toIso(row.readyAt!).slice(0, 10)}.zip` };
}
