import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Sign-in providers' part of "Your data" (ADR 062, 064): the linked Google and LinkedIn
 * identities. Erasing removes them, so the provider can no longer sign in to the erased account.
 */
export const oidcMemberData: MemberDataSource = {
  area: 'sign-in-providers',
  async export({ db, memberId }) {
    const identities = await db
      .selectFrom('oidcIdentity')
      .select(['provider', 'email', 'linkedAt'])
      .where('userId', '=', memberId)
      .orderBy('provider')
      .execute();
    return [jsonFile('sign-in-providers.json', { identities })];
  },
  async erase({ db, memberId }) {
    await db.deleteFrom('oidcIdentity').where('userId', '=', memberId).execute();
  },
};
