import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';

// Every operation of the API answers 401 to a visitor who is not signed in, unless its route
// says `config: { public: true }`. The walk covers whatever the OpenAPI document lists, so a
// route added tomorrow is covered without anyone remembering to add it here.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

interface Operation {
  /** `[]` on public operations (signed-in.ts); the document's default asks for the session. */
  security?: unknown[];
}

describe('deny by default', () => {
  it('answers 401 signed out on every operation not marked public', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const visitor = new TestClient(t.app);
    // One request so the visitor has its CSRF cookie, as a browser tab would.
    await visitor.get('/api/health');
    const refused: string[] = [];
    const open: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, 'x0');
        const res = await visitor.request(method.toUpperCase() as 'GET', url, method === 'get' || method === 'delete' ? undefined : {});
        const name = `${method.toUpperCase()} ${path}`;
        if (operation.security?.length === 0) open.push(name);
        else if (res.statusCode === 401) refused.push(name);
        else expect.soft(res.statusCode, `${name} answered ${res.statusCode} to a visitor: ${res.body.slice(0, 120)}`).toBe(401);
      }
    }
    expect(refused.length).toBeGreaterThan(60);
    expect(open.length).toBeGreaterThan(5);
  });
});
