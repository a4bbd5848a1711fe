import type { JobDetail, MyApplication } from '@skilllink/contracts/jobs';
import type { Conversation, ConversationsPage, MessagesPage } from '@skilllink/contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TestClient as Client } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

// Conversations about a job application (ADR 054): the applicant and the listing's managers,
// never connected to each other here.

let t: TestApp;
type Member = { client: TestClient; id: string };
let poster: Member;
let recruiter: Member;
let applicant: Member;
let stranger: Member;
let job: JobDetail;
let application: MyApplication;

const member = async (firstName: string): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName: 'Test' });
  return { client, id: user.id };
};
const open = (who: Member, applicationId = application.id) => who.client.post(`/api/v1/applications/${applicationId}/conversation`);
const send = (who: Member, conversationId: string, content: string) =>
  who.client.post(`/api/v1/conversations/${conversationId}/messages`, {
    clientId: `c-${Math.random().toString(36).slice(2, 12)}`,
    content,
  });
const apply = async (who: Member, jobId: string): Promise<MyApplication> => {
  const res = await who.client.post(`/api/v1/jobs/${jobId}/applications`, { coverLetter: 'Hello', answers: {} });
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return res.json() as MyApplication;
};
/** A job posted for a company through the API (the jobs area's own tests cover posting). */
async function postJob(client: TestClient, fields: { title: string; companyName: string }): Promise<JobDetail> {
  const res = await client.post('/api/v1/jobs', {
    ...fields,
    location: 'Accra, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    salary: null,
    isRemote: false,
    skills: ['Figma'],
    description: 'Design the screens our merchants use.',
    requirements: [],
    responsibilities: [],
    benefits: [],
    deadline: null,
    questions: [],
  });
  if (res.statusCode !== 201) throw new Error(`post job: ${res.statusCode} ${res.body}`);
  return res.json() as JobDetail;
}
const addRecruiter = (companyId: string, userId: string) =>
  t.app.database.db
    .insertInto('companyMember')
    .values({ companyId, userId, role: 'recruiter', createdAt: new Date().toISOString() })
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  [poster, recruiter, applicant, stranger] = (await Promise.all(['Kwame', 'Esi', 'Ama', 'Kojo'].map(member))) as [
    Member,
    Member,
    Member,
    Member,
  ];
  job = await postJob(poster.client, { title: 'Senior Designer', companyName: 'Hubtel' });
  await addRecruiter(job.company.id!, recruiter.id);
  application = await apply(applicant, job.id);
});
afterAll(async () => t.close());

describe('a conversation about an application', () => {
  let conversationId = '';

  it('opens for the applicant with the poster, not connected, once', async () => {
    const res = await open(applicant);
    expect(res.statusCode).toBe(201);
    const { conversation } = res.json() as { conversation: Conversation };
    conversationId = conversation.id;
    expect(conversation.participants.map((p) => p.id)).toEqual([poster.id, applicant.id]);
    expect(conversation.about).toEqual({
      applicationId: application.id,
      listing: { title: 'Senior Designer', company: 'Hubtel', kind: 'job' },
      status: 'pending',
      closed: false,
    });
    const again = await open(applicant);
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(conversationId);
  });

  it('is the same one when the poster opens it, and messages go both ways', async () => {
    const res = await open(poster);
    expect(res.statusCode).toBe(200);
    expect(res.json().conversation.id).toBe(conversationId);
    expect((await send(applicant, conversationId, 'Is the role open to remote work?')).statusCode).toBe(201);
    expect((await send(poster, conversationId, 'Hybrid: two days in Accra.')).statusCode).toBe(201);
    const list = (await poster.client.get('/api/v1/conversations')).json() as ConversationsPage;
    const listed = list.items.find((c) => c.id === conversationId);
    expect(listed?.about?.listing?.title).toBe('Senior Designer');
    expect(listed?.lastMessage?.content).toBe('Hybrid: two days in Accra.');
    const history = (await applicant.client.get(`/api/v1/conversations/${conversationId}/messages`)).json() as MessagesPage;
    expect(history.items.map((m) => m.content)).toEqual(['Is the role open to remote work?', 'Hybrid: two days in Accra.']);
  });

  it('is not the pair’s own conversation: starting one between them is still refused', async () => {
    const res = await applicant.client.post('/api/v1/conversations', { personId: poster.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_connected');
  });

  it('opens for a recruiter of the company as their own conversation with the applicant', async () => {
    const res = await open(recruiter);
    expect(res.statusCode).toBe(201);
    const { conversation } = res.json() as { conversation: Conversation };
    expect(conversation.id).not.toBe(conversationId);
    expect(conversation.participants.map((p) => p.id)).toEqual([applicant.id, recruiter.id]);
    expect((await send(recruiter, conversation.id, 'Could you share your portfolio?')).statusCode).toBe(201);
    // The applicant's latest conversation about the application is the one just written in.
    expect((await open(applicant)).json().conversation.id).toBe(conversation.id);
  });

  it('is not there for anyone else, nor for a visitor', async () => {
    expect((await open(stranger)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/v1/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/v1/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    expect((await send(stranger, conversationId, 'Hi')).statusCode).toBe(404);
    expect((await open(stranger, 'no-such-application')).statusCode).toBe(404);
    expect((await open(stranger, 'x'.repeat(65))).statusCode).toBe(400);
    const visitor = new Client(t.app);
    expect((await visitor.post(`/api/v1/applications/${application.id}/conversation`)).statusCode).toBe(401);
  });

  it('closes when the application ends: history stays, sending is refused in the reader’s language', async () => {
    expect((await poster.client.patch(`/api/v1/applications/${application.id}`, { status: 'rejected' })).statusCode).toBe(200);
    const refused = await send(applicant, conversationId, 'Any news?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'conversation_closed' });
    await applicant.client.patch('/api/v1/session/preferences', { language: 'fr' });
    const french = await send(applicant, conversationId, 'Des nouvelles ?');
    expect(french.json().error.message).toMatch(/conversation est close/);
    const { conversation } = (await applicant.client.get(`/api/v1/conversations/${conversationId}`)).json() as {
      conversation: Conversation;
    };
    expect(conversation.about).toMatchObject({ status: 'rejected', closed: true });
    const history = (await applicant.client.get(`/api/v1/conversations/${conversationId}/messages`)).json() as MessagesPage;
    expect(history.items).toHaveLength(2);
    // It still opens, to read; a manager without one cannot start a new one.
    expect((await open(poster)).statusCode).toBe(200);
    const other = await member('Abena');
    await addRecruiter(job.company.id!, other.id);
    const late = await open(other);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('conversation_closed');
  });
});

describe('opening at once', () => {
  it('gives one conversation when both sides open it together', async () => {
    const listing = await postJob(poster.client, { title: 'Data Analyst', companyName: 'Hubtel' });
    const other = await member('Yaw');
    const mine = await apply(other, listing.id);
    const answers = await Promise.all([open(other, mine.id), open(poster, mine.id), open(other, mine.id), open(poster, mine.id)]);
    expect(answers.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.json().conversation.id)).size).toBe(1);
    const rows = await t.app.database.db.selectFrom('conversation').select('id').where('applicationId', '=', mine.id).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a recruiter who leaves the company', () => {
  it('can no longer write about its applications', async () => {
    const listing = await postJob(poster.client, { title: 'QA Engineer', companyName: 'Hubtel' });
    const other = await member('Efua');
    const mine = await apply(other, listing.id);
    const leaving = await member('Kofi');
    await addRecruiter(listing.company.id!, leaving.id);
    const { conversation } = (await open(leaving, mine.id)).json() as { conversation: Conversation };
    expect((await send(leaving, conversation.id, 'Welcome')).statusCode).toBe(201);
    await t.app.database.db.deleteFrom('companyMember').where('userId', '=', leaving.id).execute();
    expect((await send(leaving, conversation.id, 'Still here?')).statusCode).toBe(409);
    expect((await open(leaving, mine.id)).statusCode).toBe(404);
    // Closed for the applicant too; opening gives them a conversation with the poster instead.
    expect((await send(other, conversation.id, 'Thanks!')).statusCode).toBe(409);
    const reopened = (await open(other, mine.id)).json() as { conversation: Conversation };
    expect(reopened.conversation.participants[0]!.id).toBe(poster.id);
    expect(reopened.conversation.about?.closed).toBe(false);
  });
});
