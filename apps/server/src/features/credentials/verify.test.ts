import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { earned } from './credentials-fixtures.js';

// POST /api/v1/credentials/verify (issue 29 §5, ADR 077): what it says of what is not our
// credential, its limits, and that other systems call it without cookies.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

describe('POST /api/v1/credentials/verify', () => {
  it('says what is wrong with something that is not our credential, fetching nothing', async () => {
    const visitor = new TestClient(t.app, '10.9.0.1');
    const notOne = (await visitor.post('/api/v1/credentials/verify', { hello: 'world' })).json();
    expect(notOne).toMatchObject({ verified: false, checks: [{ check: 'format', passed: false, failure: 'not_a_credential' }] });
    const { credential } = await earned(t.app);
    const foreign = structuredClone(credential);
    foreign.issuer.id = 'did:web:example.org';
    foreign.proof[0]!.verificationMethod = 'did:web:example.org#key-1';
    const answer = (await visitor.post('/api/v1/credentials/verify', foreign)).json();
    expect(answer.checks.at(-1)).toMatchObject({ check: 'issuer', passed: false, failure: 'issuer_unknown' });
    // A context we do not ship is not fetched: the signature check fails saying so.
    const extra = structuredClone(credential);
    extra['@context'].push('https://evil.example/context.json');
    const refused = (await visitor.post('/api/v1/credentials/verify', extra)).json();
    expect(refused.checks.find((c: { check: string }) => c.check === 'signature')).toMatchObject({
      passed: false,
      message: expect.stringContaining('not available offline'),
    });
  });

  it('refuses a body over 64 KB and more than 30 verifications a minute from one address', async () => {
    const strict = await buildTestApp({ RATE_LIMIT_FACTOR: '1' });
    try {
      const visitor = new TestClient(strict.app, '10.9.0.2');
      const big = await visitor.post('/api/v1/credentials/verify', { padding: 'x'.repeat(70 * 1024) });
      expect(big.statusCode).toBe(413);
      const codes: number[] = [];
      for (let i = 0; i < 31; i += 1) codes.push((await visitor.post('/api/v1/credentials/verify', { a: i })).statusCode);
      // The refused big body counted too: 29 answers, then 429.
      expect(codes.filter((c) => c === 200)).toHaveLength(29);
      expect(codes.slice(-2)).toEqual([429, 429]);
    } finally {
      await strict.close();
    }
  });

  it('needs no cookie: another system posts the JSON alone', async () => {
    const { credential } = await earned(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/credentials/verify', payload: credential, remoteAddress: '10.9.0.3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().verified).toBe(true);
  });
});
