import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer.js';

const Person = z.object({ name: z.string(), photo: z.string().nullable(), joinedAt: z.iso.datetime() });

async function appAnswering(body: unknown, strict: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: strict }));
  app.get('/person', { schema: { response: { 200: Person } } }, async () => body as z.infer<typeof Person>);
  await app.ready();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('response serializer', () => {
  it('writes exactly the contract fields, never a stray one', async () => {
    const app = await appAnswering({ name: 'Ama', photo: null, joinedAt: '2026-11-01T09:00:00.000Z', passwordHash: 'x' }, false);
    const res = await app.inject('/person');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ama', photo: null, joinedAt: '2026-11-01T09:00:00.000Z' });
    expect(res.body).not.toContain('passwordHash');
  });

  it('in test builds, refuses an answer outside its contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appAnswering({ name: 42, photo: null, joinedAt: 'yesterday' }, true);
    const res = await app.inject('/person');
    expect(res.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /person answered 200 outside its contract'));
  });
});
