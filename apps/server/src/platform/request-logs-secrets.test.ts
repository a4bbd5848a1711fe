import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { logSink } from '../test/log-sink.js';
import { TestClient } from '../test/client.js';
import { signedUp } from '../test/factories.js';

// Access-log lines are read by more people than the database (ADR 031): they must not
// carry the keys that some addresses hold.
const { lines, logger } = logSink();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger });
});
afterAll(async () => t.close());

const linesOf = (reqId: string) => lines.filter((l) => (JSON.parse(l) as { reqId?: string }).reqId === reqId);

describe('secrets in request logs', () => {
  it('logs the calendar feed route, never its token', async () => {
    const { client } = await signedUp(t.app);
    const url = (await client.post('/api/v1/calendar/feed')).json().url as string;
    const token = /feed\/([\w-]+)\.ics$/.exec(url)![1]!;
    const res = await t.app.inject({ url: new URL(url).pathname, headers: { 'x-request-id': 'feed-poll-0001' } });
    expect(res.statusCode).toBe(200);
    const mine = linesOf('feed-poll-0001');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.join('\n')).not.toContain(token);
    expect(JSON.parse(mine[0]!)).toMatchObject({ req: { method: 'GET', url: '/api/calendar/feed/:file' } });
  });

  it('removes the token of an e-mailed link from the logged address', async () => {
    await new TestClient(t.app).get('/auth/reset-password?token=secret-reset-token-123&x=1', { 'x-request-id': 'reset-page-0001' });
    const mine = linesOf('reset-page-0001');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.join('\n')).not.toContain('secret-reset-token-123');
    expect(JSON.parse(mine[0]!)).toMatchObject({ req: { url: '/auth/reset-password?token=[redacted]&x=1' } });
  });
});
