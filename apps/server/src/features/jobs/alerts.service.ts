import {
  JOB_ALERT_NAME_MAX,
  JOB_ALERTS_MAX,
  type JobAlertInput,
  JobAlertSearch,
  type JobAlert,
  type JobAlertsPage,
} from '@skilllink/contracts/jobs';
import type { z } from 'zod';
import { toIso, type DB } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import { AppError } from '../../platform/errors.js';
import type { Language } from '../../platform/i18n/language.js';
import { newId } from '../../platform/ids.js';
import { defaultAlertName } from './alerts.mail.js';
import * as repo from './alerts.repository.js';
import { skillKey } from './skills.js';

type Search = z.output<typeof JobAlertSearch>;
type Input = z.output<typeof JobAlertInput>;

/**
 * The search in one canonical form (fixed key order, skills once each, the salary pair together
 * or not at all), so two saves of the same search are recognised as one.
 */
export function canonicalSearch(s: Search): Search {
  const skills = [...new Map(s.skills.map((name) => [skillKey(name), name])).values()];
  const salary = s.currency !== undefined && s.salaryMin !== undefined;
  return {
    kind: s.kind,
    q: s.q,
    type: s.type,
    experience: s.experience,
    location: s.location,
    ...(s.remote === undefined ? {} : { remote: s.remote }),
    skills,
    ...(salary ? { currency: s.currency, salaryMin: s.salaryMin } : {}),
  };
}

const isEmpty = (s: Search) =>
  s.q === '' &&
  s.type === 'all' &&
  s.experience === 'all' &&
  s.location === '' &&
  s.remote === undefined &&
  s.skills.length === 0 &&
  s.salaryMin === undefined;

/** Where the search opens in the app: the Jobs (or Projects) tab with the same address the web app writes. */
export function alertPath(s: Search): string {
  const query = new URLSearchParams();
  if (s.kind === 'project') query.set('tab', 'projects');
  const put = (key: string, value: string) => value && query.set(key, value);
  put('q', s.q);
  put('type', s.type === 'all' ? '' : s.type);
  put('experience', s.experience === 'all' ? '' : s.experience);
  put('location', s.location);
  put('remote', s.remote ? 'true' : '');
  put('skills', s.skills.join(','));
  if (s.currency && s.salaryMin !== undefined) {
    query.set('currency', s.currency);
    query.set('salaryMin', String(s.salaryMin));
  }
  const search = query.toString();
  return search ? `/app/jobs?${search}` : '/app/jobs';
}

function toAlert(row: { id: string; name: string; search: string; createdAt: string | Date }): JobAlert {
  const search = JobAlertSearch.parse(JSON.parse(row.search));
  return { id: row.id, name: row.name, search, path: alertPath(search), createdAt: toIso(row.createdAt) };
}

export async function listAlerts(db: DB, memberId: string): Promise<JobAlertsPage> {
  const [rows, emails] = await Promise.all([repo.listAlerts(db, memberId, JOB_ALERTS_MAX), repo.emailsEnabled(db, memberId)]);
  return { items: rows.map(toAlert), emails, max: JOB_ALERTS_MAX };
}

const emptySearch = () =>
  new AppError(
    400,
    'validation_failed',
    'Add search words or a filter before saving an alert',
    {
      search: 'Add search words or a filter before saving an alert',
    },
    { key: 'alert_empty' },
  );

/**
 * POST /jobs/alerts: saves the search; new listings count from now on. At most JOB_ALERTS_MAX
 * alerts a member (counted under a lock, so two saves at once cannot both pass), and one alert
 * per search.
 */
export async function createAlert(
  deps: { db: DB; now: () => Date },
  memberId: string,
  input: Input,
  language: Language,
): Promise<JobAlert> {
  const search = canonicalSearch(input.search);
  if (isEmpty(search)) throw emptySearch();
  const name = input.name || defaultAlertName(language, search, JOB_ALERT_NAME_MAX);
  const json = JSON.stringify(search);
  const id = newId();
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'user', memberId);
    const existing = await repo.listAlerts(trx, memberId, JOB_ALERTS_MAX + 1);
    if (existing.some((a) => a.search === json)) {
      throw new AppError(409, 'alert_exists', 'You already have an alert for this search');
    }
    if (existing.length >= JOB_ALERTS_MAX) {
      throw new AppError(409, 'alert_limit', `You can keep up to ${JOB_ALERTS_MAX} job alerts. Delete one to add another`, undefined, {
        params: { max: JOB_ALERTS_MAX },
      });
    }
    await repo.insertAlert(trx, { id, memberId, name, search: json, at });
  });
  return toAlert({ id, name, search: json, createdAt: at });
}

/** DELETE /jobs/alerts/:alertId: only the member's own; anyone else's reads as not found. */
export async function deleteAlert(db: DB, memberId: string, alertId: string): Promise<void> {
  if (!(await repo.deleteAlert(db, memberId, alertId))) {
    throw new AppError(404, 'not_found', 'Job alert not found', undefined, { key: 'not_found.job_alert' });
  }
}

export async function setEmails(deps: { db: DB; now: () => Date }, memberId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  await repo.setEmailsEnabled(deps.db, memberId, enabled, deps.now().toISOString());
  return { enabled };
}
