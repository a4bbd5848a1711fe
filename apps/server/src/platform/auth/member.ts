import { toBool, toIso } from '../../db/database.js';

/** The signed-in member as every route sees them. */
export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  avatar: string | null;
  isVerified: boolean;
  onboardingCompleted: boolean;
  theme: string | null;
  language: string;
  createdAt: string;
}

type MemberRow = Omit<Member, 'isVerified' | 'onboardingCompleted' | 'createdAt'> & {
  isVerified: number | boolean;
  onboardingCompleted: number | boolean;
  createdAt: string | Date;
};

/** Normalises a user row of either dialect into a Member. */
export function rowToMember(row: MemberRow): Member {
  return {
    ...row,
    isVerified: toBool(row.isVerified),
    onboardingCompleted: toBool(row.onboardingCompleted),
    createdAt: toIso(row.createdAt),
  };
}
