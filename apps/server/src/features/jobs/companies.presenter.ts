import type { Company, CompanyMember, CompanyRole } from '@skilllink/contracts/companies';
import { toIso } from '../../db/database.js';

interface CompanyRow {
  id: string;
  name: string;
  logo: string | null;
  location: string;
  website: string;
  /** The reader's role. */
  role: string;
}

interface MemberRow {
  companyId: string;
  role: string;
  createdAt: string | Date;
  id: string;
  firstName: string;
  lastName: string;
  title: string;
  avatar: string | null;
}

const byRoleThenName = (a: CompanyMember, b: CompanyMember) =>
  (a.role === b.role ? 0 : a.role === 'manager' ? -1 : 1) ||
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) ||
  a.id.localeCompare(b.id);

/** The one place company rows become API objects: each company with its team, managers first, as `me` reads it. */
export function toCompanies(me: string, rows: readonly CompanyRow[], members: readonly MemberRow[]): Company[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    location: row.location,
    website: row.website,
    myRole: row.role as CompanyRole,
    members: members
      .filter((m) => m.companyId === row.id)
      .map((m): CompanyMember => ({
        id: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        title: m.title,
        avatar: m.avatar,
        role: m.role as CompanyRole,
        since: toIso(m.createdAt),
        isMe: m.id === me,
      }))
      .sort(byRoleThenName),
  }));
}
