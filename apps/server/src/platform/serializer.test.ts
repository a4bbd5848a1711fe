import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { registerJsonCompression, responseSerializerCompiler, sendSerialized, serializeAhead } from './serializer.js';

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

describe('kept answers sent again', () => {
  const Items = z.object({ items: z.array(z.object({ id: z.number(), title: z.string() })) });
  async function appKeeping(count: number) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
    let kept: Buffer | undefined;
    app.get('/items', { schema: { response: { 200: Items } } }, async (_request, reply) => {
      kept ??= serializeAhead(reply, { items: Array.from({ length: count }, (_, id) => ({ id, title: `Client call ${id}` })) });
      return sendSerialized(reply, kept);
    });
    await app.ready();
    return app;
  }

  it('goes compressed (brotli, else gzip) to a client that accepts it when large, as it is otherwise', async () => {
    const app = await appKeeping(200);
    const plain = await app.inject('/items');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json().items).toHaveLength(200);
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=1, gzip;q=0.5', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['deflate, gzip', 'gzip'],
    ] as const) {
      const packed = await app.inject({ url: '/items', headers: { 'accept-encoding': accept } });
      expect(packed.headers['content-encoding'], accept).toBe(coding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const unpacked = coding === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload);
      expect(unpacked.equals(plain.rawPayload)).toBe(true);
    }
    for (const accept of ['deflate', 'gzip;q=0, br;q=0.000', 'identity']) {
      const refused = await app.inject({ url: '/items', headers: { 'accept-encoding': accept } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('leaves a small answer alone', async () => {
    const app = await appKeeping(2);
    const res = await app.inject({ url: '/items', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json().items).toHaveLength(2);
  });
});

describe('answers written per request', () => {
  const Items = z.object({ items: z.array(z.object({ id: z.number(), title: z.string() })) });
  async function appAnswering(count: number, keep = false) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
    registerJsonCompression(app);
    const answer = { items: Array.from({ length: count }, (_, id) => ({ id, title: `Client call ${id}` })) };
    app.get('/items', { schema: { response: { 200: Items } } }, async (_request, reply) =>
      keep ? sendSerialized(reply, serializeAhead(reply, answer)) : answer,
    );
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>'.repeat(1000)));
    await app.ready();
    return app;
  }

  it('go gzipped from one packet up to a client that accepts gzip, as they are otherwise', async () => {
    const app = await appAnswering(200);
    const plain = await app.inject('/items');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    for (const accept of ['gzip, deflate, br, zstd', 'gzip']) {
      const packed = await app.inject({ url: '/items', headers: { 'accept-encoding': accept } });
      expect(packed.headers['content-encoding'], accept).toBe('gzip');
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(gunzipSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    for (const accept of ['br', 'gzip;q=0', 'identity']) {
      const refused = await app.inject({ url: '/items', headers: { 'accept-encoding': accept } });
      expect(refused.headers['content-encoding'], accept).toBeUndefined();
      expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('leave small answers, other types and kept answers (already compressed once) to themselves', async () => {
    const small = await (await appAnswering(2)).inject({ url: '/items', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().items).toHaveLength(2);
    const app = await appAnswering(200, true);
    const html = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBeUndefined();
    const kept = await app.inject({ url: '/items', headers: { 'accept-encoding': 'br, gzip' } });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(kept.rawPayload).toString()).items).toHaveLength(200);
  });
});
