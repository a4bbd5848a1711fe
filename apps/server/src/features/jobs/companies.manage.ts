import type { Company, CompanyDetailsInput, CompanyRole, MyCompanies, RecruiterCandidates } from '@skilllink/contracts/companies';
import { COMPANY_MEMBERS_MAX, RECRUITER_CANDIDATES_MAX } from '@skilllink/contracts/companies';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { notify } from '../../platform/notifications.js';
import { foldText } from '../../platform/search-text.js';
import { logoKey, LOGO_PATH, newLogoKey, toLogoImage } from './companies.logo.js';
import { toCompanies } from './companies.presenter.js';
import * as repo from './companies.repository.js';
import { listingsChanged, type JobsDeps } from './route-options.js';

/**
 * A company's team (issue 22 item 2, ADR 055): its manager edits its details and logo and adds
 * or removes recruiters; a recruiter can leave. Someone outside the team is told the company is
 * not found (its record is the team's); a recruiter asking for a manager's action gets 403.
 */

const companyNotFound = () => new AppError(404, 'company_not_found', 'Company not found');
const notManager = () => new AppError(403, 'not_company_manager', "Only the company's manager can do this");

/** The company when the member is in its team with one of `roles`; else 404 (outside) or 403 (wrong role). */
async function companyFor(db: DB, me: string, companyId: string, roles: readonly CompanyRole[]) {
  const row = await repo.companyAsMember(db, me, companyId);
  if (!row) throw companyNotFound();
  if (!roles.includes(row.role as CompanyRole)) throw notManager();
  return row;
}
const managed = (db: DB, me: string, companyId: string) => companyFor(db, me, companyId, ['manager']);

/** GET /companies/mine: every company the member manages or recruits for, with its team. */
export async function myCompanies(db: DB, me: string): Promise<MyCompanies> {
  const rows = await repo.companiesOf(db, me);
  const members = await repo.membersOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: toCompanies(me, rows, members) };
}

/** One company as the member sees it (the answer to each change). */
async function companyView(db: DB, me: string, companyId: string): Promise<Company> {
  const row = await repo.companyAsMember(db, me, companyId);
  if (!row) throw companyNotFound();
  return toCompanies(me, [row], await repo.membersOf(db, [companyId]))[0]!;
}

export async function updateDetails(deps: JobsDeps, me: string, companyId: string, input: Required<CompanyDetailsInput>): Promise<Company> {
  await managed(deps.db, me, companyId);
  await repo.updateCompany(deps.db, companyId, { location: input.location, website: input.website }, deps.now().toISOString());
  return companyView(deps.db, me, companyId);
}

/**
 * Replaces the logo: checked and re-encoded first (nothing is stored for a refused file), then
 * stored under a new key, and the old file removed once the company points at the new one.
 * Every listing card shows the logo, so every listing page is built again.
 */
export async function setLogo(deps: JobsDeps, me: string, companyId: string, upload: Buffer): Promise<Company> {
  const before = await managed(deps.db, me, companyId);
  const image = await toLogoImage(upload);
  const key = newLogoKey(companyId, image);
  await deps.storage.put(key, image);
  await repo.updateCompany(deps.db, companyId, { logo: LOGO_PATH + key }, deps.now().toISOString());
  const old = logoKey(before.logo);
  if (old && old !== key) await deps.storage.remove(old);
  await listingsChanged(deps);
  return companyView(deps.db, me, companyId);
}

export async function removeLogo(deps: JobsDeps, me: string, companyId: string): Promise<Company> {
  const before = await managed(deps.db, me, companyId);
  await repo.updateCompany(deps.db, companyId, { logo: null }, deps.now().toISOString());
  const old = logoKey(before.logo);
  if (old) await deps.storage.remove(old);
  await listingsChanged(deps);
  return companyView(deps.db, me, companyId);
}

/** The manager's connections outside the team whose name holds `q` (folded), by name. */
export async function candidates(db: DB, me: string, companyId: string, q: string): Promise<RecruiterCandidates> {
  await managed(db, me, companyId);
  const words = foldText(q).split(/\s+/).filter(Boolean);
  const people = (await repo.connectionsOutside(db, me, companyId))
    .map((p) => ({ ...p, folded: foldText(`${p.firstName} ${p.lastName}`) }))
    .filter((p) => words.every((w) => p.folded.includes(w)))
    .sort((a, b) => a.folded.localeCompare(b.folded) || a.id.localeCompare(b.id))
    .slice(0, RECRUITER_CANDIDATES_MAX);
  return { items: people.map(({ id, firstName, lastName, title, avatar }) => ({ id, firstName, lastName, title, avatar })) };
}

/**
 * Adds one of the manager's connections as a recruiter and tells them. Only a connection: an id
 * that is anyone else (or nobody) gets the same answer, so the route tells nothing about who is
 * a member, and nobody is put in a stranger's team (ADR 055).
 */
export async function addRecruiter(deps: JobsDeps, me: string, companyId: string, memberId: string): Promise<Company> {
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const company = await managed(trx, me, companyId);
    await repo.lockCompany(trx, companyId);
    if (memberId === me || !(await repo.areConnected(trx, me, memberId))) {
      const message = 'You can add only your connections as recruiters';
      throw new AppError(400, 'recruiter_not_connection', message, { memberId: message });
    }
    if ((await repo.countMembers(trx, companyId)) >= COMPANY_MEMBERS_MAX) {
      throw new AppError(409, 'company_team_full', `A company can have at most ${COMPANY_MEMBERS_MAX} managers and recruiters`, undefined, {
        params: { max: COMPANY_MEMBERS_MAX },
      });
    }
    if (!(await repo.insertMember(trx, companyId, memberId, 'recruiter', now))) {
      throw new AppError(409, 'already_in_company', 'This member is already in the team');
    }
    const manager = await repo.memberName(trx, me);
    await notify(trx, {
      userId: memberId,
      type: 'other',
      kind: 'company.recruiter_added',
      params: { companyName: company.name, actorName: `${manager?.firstName ?? ''} ${manager?.lastName ?? ''}`.trim() },
      data: { companyId },
    });
  });
  // Pushes the notification to their open tabs; their listings now show the company's as theirs to manage.
  await deps.caches.memberChanged(memberId);
  return companyView(deps.db, me, companyId);
}

/**
 * Takes a member out of the team: the manager removes anyone; a recruiter only themselves
 * (leaving). The team always keeps a manager: the only one cannot leave.
 */
export async function removeMember(deps: JobsDeps, me: string, companyId: string, memberId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const company = await companyFor(trx, me, companyId, ['manager', 'recruiter']);
    if (company.role !== 'manager' && memberId !== me) throw notManager();
    await repo.lockCompany(trx, companyId);
    const target = await repo.roleOf(trx, companyId, memberId);
    if (!target) throw new AppError(404, 'not_found', 'This member is not in the team', undefined, { key: 'not_found.company_member' });
    if (target.role === 'manager' && (await repo.countMembers(trx, companyId, 'manager')) <= 1) {
      throw new AppError(409, 'last_manager', "You are this company's only manager: it cannot be left without one");
    }
    await repo.deleteMember(trx, companyId, memberId);
  });
  await deps.caches.memberChanged(memberId);
}
