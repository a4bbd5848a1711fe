import type { Connection, Followed, NetworkStats, PendingRequest, PersonCard } from '@skilllink/contracts/connections';
import { apiError, json, type RecordedCall } from '../../test/fetch-stub';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

export function person(id: string, firstName: string, lastName: string, extra: Partial<PersonCard> = {}): PersonCard {
  return {
    id,
    firstName,
    lastName,
    title: '',
    company: '',
    location: '',
    avatar: null,
    skills: [],
    moreSkills: 0,
    isOnline: false,
    mutualConnections: 0,
    matchScore: 0,
    connectionStatus: 'not_connected',
    requestId: null,
    isFollowing: false,
    ...extra,
  };
}

export const kwame = person('m-kwame', 'Kwame', 'Asante', {
  title: 'Data Analyst',
  company: 'MTN Ghana',
  location: 'Accra, Ghana',
  skills: ['Python', 'SQL', 'Tableau'],
  moreSkills: 2,
  isOnline: true,
  mutualConnections: 3,
  matchScore: 40,
  connectionStatus: 'connected',
});
export const yaw = person('m-yaw', 'Yaw', 'Darko', {
  title: 'Mobile Developer',
  company: 'Hubtel',
  location: 'Kumasi',
  skills: ['Kotlin'],
  connectionStatus: 'pending_received',
  requestId: 'r-yaw',
});
export const chinedu = person('m-chinedu', 'Chinedu', 'Okafor', {
  title: 'Cloud Engineer',
  company: 'Andela',
  connectionStatus: 'pending_sent',
  requestId: 'r-chinedu',
});
export const wanjiru = person('m-wanjiru', 'Wanjiru', 'Kamau', {
  title: 'Machine Learning Engineer',
  location: 'Nairobi',
  skills: ['Python', 'TensorFlow'],
  matchScore: 67,
  mutualConnections: 1,
});
/** In no list by default; tests put her where they need a second card. */
export const abena = person('m-abena', 'Abena', 'Osei', {
  title: 'Digital Marketing Lead',
  company: 'Jumia Ghana',
  skills: ['SEO'],
});

export const stats: NetworkStats = {
  totalConnections: 6,
  networkReach: 14,
  mutualConnections: 2,
  industryBreakdown: [
    { industry: 'Programming', count: 4, percent: 67 },
    { industry: 'Design', count: 1, percent: 17 },
  ],
  topSkills: [
    { name: 'Python', count: 3 },
    { name: 'React', count: 2 },
  ],
};

/**
 * A small in-memory connections server: the handlers answer from one state and actions change
 * it, so a test sees what a refetch after an action would really bring.
 */
export function fakeNetwork() {
  const state = {
    network: [{ ...kwame, connectedAt: hoursAgo(48) }] as Connection[],
    received: [{ id: 'r-yaw', person: yaw, message: 'Hi Ama, we met at DevFest Accra.', createdAt: hoursAgo(2) }] as PendingRequest[],
    sent: [{ id: 'r-chinedu', person: chinedu, message: '', createdAt: hoursAgo(30) }] as PendingRequest[],
    following: [] as Followed[],
    people: [kwame, yaw, chinedu, wanjiru, abena] as PersonCard[],
    discover: [wanjiru] as PersonCard[],
    /** Connections beyond the ones listed (the counts say 6, the first page lists one). */
    otherConnections: 5,
  };
  const find = (id: string): PersonCard => {
    const base = state.people.find((p) => p.id === id)!;
    const connected = state.network.some((c) => c.id === id);
    const rec = state.received.find((r) => r.person.id === id);
    const snt = state.sent.find((r) => r.person.id === id);
    return {
      ...base,
      connectionStatus: connected ? 'connected' : rec ? 'pending_received' : snt ? 'pending_sent' : 'not_connected',
      requestId: rec?.id ?? snt?.id ?? null,
      isFollowing: state.following.some((f) => f.id === id),
    };
  };
  const counts = () => ({
    connections: state.network.length + state.otherConnections,
    followers: 0,
    following: state.following.length,
    pendingReceived: state.received.length,
  });

  const handlers: Record<string, (call: RecordedCall) => Response | Promise<Response>> = {
    'GET /api/v1/connections': () =>
      json(200, { items: state.network.map((c) => ({ ...find(c.id), connectedAt: c.connectedAt })), nextCursor: null }),
    'GET /api/v1/connections/requests': (call) =>
      json(200, {
        items: (new URLSearchParams(call.search).get('direction') === 'sent' ? state.sent : state.received).map((r) => ({
          ...r,
          person: find(r.person.id),
        })),
      }),
    'GET /api/v1/follows': () =>
      json(200, { items: state.following.map((f) => ({ ...find(f.id), followedAt: f.followedAt })), nextCursor: null }),
    'GET /api/v1/network/counts': () => json(200, counts()),
    'GET /api/v1/network/stats': () => json(200, { ...stats, totalConnections: counts().connections }),
    'GET /api/v1/people/discover': () => json(200, { items: state.discover.map((p) => find(p.id)) }),
    'GET /api/v1/people/search': (call) => {
      const q = (new URLSearchParams(call.search).get('q') ?? '').toLowerCase();
      const hits = state.people.filter((p) =>
        [p.firstName, p.lastName, p.title, p.company, ...p.skills].some((f) => f.toLowerCase().includes(q)),
      );
      return json(200, { items: hits.map((p) => find(p.id)) });
    },
    'POST /api/v1/connections/requests': (call) => {
      const { personId, message } = call.body as { personId: string; message: string };
      const card = find(personId);
      if (card.connectionStatus === 'connected') return apiError(409, 'already_connected', 'You are already connected');
      if (card.connectionStatus !== 'not_connected') return apiError(409, 'request_pending', 'Pending');
      const request = { id: `r-${personId.slice(2)}`, person: card, message, createdAt: new Date().toISOString() };
      state.sent.unshift(request);
      return json(201, {
        outcome: 'sent',
        request: {
          id: request.id,
          status: 'pending',
          message,
          createdAt: request.createdAt,
          to: { id: personId, firstName: card.firstName, lastName: card.lastName },
        },
      });
    },
  };
  for (const p of [kwame, yaw, chinedu, wanjiru, abena]) {
    const requestId = `r-${p.id.slice(2)}`;
    handlers[`POST /api/v1/connections/requests/${requestId}/accept`] = () => {
      const request = state.received.find((r) => r.id === requestId);
      if (!request) return apiError(404, 'not_found', 'This connection request does not exist');
      state.received = state.received.filter((r) => r.id !== requestId);
      const connection = { ...find(p.id), connectedAt: new Date().toISOString() };
      state.network.unshift(connection);
      return json(200, { connection: find(p.id) });
    };
    handlers[`POST /api/v1/connections/requests/${requestId}/decline`] = () => {
      state.received = state.received.filter((r) => r.id !== requestId);
      return json(204);
    };
    handlers[`DELETE /api/v1/connections/requests/${requestId}`] = () => {
      state.sent = state.sent.filter((r) => r.id !== requestId);
      return json(204);
    };
    handlers[`DELETE /api/v1/connections/${p.id}`] = () => {
      state.network = state.network.filter((c) => c.id !== p.id);
      return json(204);
    };
    handlers[`PUT /api/v1/follows/${p.id}`] = () => {
      if (!state.following.some((f) => f.id === p.id)) state.following.unshift({ ...find(p.id), followedAt: new Date().toISOString() });
      return json(204);
    };
    handlers[`DELETE /api/v1/follows/${p.id}`] = () => {
      state.following = state.following.filter((f) => f.id !== p.id);
      return json(204);
    };
  }
  return { state, handlers };
}
