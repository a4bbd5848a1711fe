import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/** Connections' part of "Your data" (ADR 062): connections and follows, the other side by name only. */
export const connectionsMemberData: MemberDataSource = {
  area: 'connections',
  async export({ db, memberId }) {
    const connections = await db
      .selectFrom('connection as c')
      .innerJoin('user as u', (j) =>
        j.on((eb) =>
          eb.and([eb('u.id', '<>', memberId), eb.or([eb('u.id', '=', eb.ref('c.requesterId')), eb('u.id', '=', eb.ref('c.addresseeId'))])]),
        ),
      )
      .select(['u.firstName', 'u.lastName', 'c.status', 'c.requesterId', 'c.message', 'c.createdAt', 'c.respondedAt'])
      .where((eb) => eb.or([eb('c.requesterId', '=', memberId), eb('c.addresseeId', '=', memberId)]))
      .execute();
    const following = await db
      .selectFrom('follow as f')
      .innerJoin('user as u', 'u.id', 'f.followeeId')
      .select(['u.firstName', 'u.lastName', 'f.createdAt'])
      .where('f.followerId', '=', memberId)
      .execute();
    const followers = await db
      .selectFrom('follow as f')
      .innerJoin('user as u', 'u.id', 'f.followerId')
      .select(['u.firstName', 'u.lastName', 'f.createdAt'])
      .where('f.followeeId', '=', memberId)
      .execute();
    return [
      jsonFile('connections.json', {
        connections: connections.map(({ requesterId, ...c }) => ({ ...c, sentByMe: requesterId === memberId })),
        following,
        followers,
      }),
    ];
  },
  async erase({ db, memberId }) {
    await db
      .deleteFrom('connection')
      .where((eb) => eb.or([eb('requesterId', '=', memberId), eb('addresseeId', '=', memberId)]))
      .execute();
    await db
      .deleteFrom('follow')
      .where((eb) => eb.or([eb('followerId', '=', memberId), eb('followeeId', '=', memberId)]))
      .execute();
  },
};
