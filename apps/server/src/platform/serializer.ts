import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

type Compiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Answers are written by fast-json-stringify, compiled once per route from the contract's JSON
 * Schema: it writes only the declared fields (a stray column never leaks) and costs a fraction
 * of running every answer through zod, which was the largest item on small JSON answers.
 *
 * With `check` (test builds) every answer is first parsed with its zod contract, so a route
 * that returns something its contract does not describe fails the test instead of being
 * trimmed. The check sits in the serializer itself, so it also covers answers a route
 * serializes ahead of time with reply.serialize() (cached pages).
 */
export function responseSerializerCompiler({ check }: { check: boolean }): Compiler {
  return ({ schema, method, url, httpStatus }) => {
    const contract = schema as z.ZodType;
    const write = fastJson(
      z.toJSONSchema(contract, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as Parameters<typeof fastJson>[0],
    );
    if (!check) return write;
    return (data: unknown) => {
      const result = z.safeEncode(contract, data);
      if (!result.success) {
        const problem = `${method} ${url} answered ${httpStatus} outside its contract: ${result.error.message}`;
        // Test builds log nothing, so say it here: the client only sees a generic 500.
        console.error(problem);
        throw new Error(problem);
      }
      return write(data);
    };
  };
}

/** The slice of a reply the two helpers below use: any route's typed reply fits it. */
type JsonReply = { serialize(payload: unknown): unknown; type(contentType: string): unknown };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer written ahead of time by the route's own contract serializer, to be kept in a cache
 * and sent many times with sendSerialized(). Bytes, so a send does not encode the text again.
 */
export function serializeAhead(reply: JsonReply, answer: unknown): Buffer {
  return Buffer.from(String(reply.serialize(answer)));
}

/** Below about one packet, compressing saves a member nothing they could notice. */
const COMPRESS_FROM_BYTES = 1_400;

/** Each kept answer compressed, by coding, made the first time a client asks for it (the answer itself is the key). */
const compressed = { br: new WeakMap<Buffer, Buffer>(), gzip: new WeakMap<Buffer, Buffer>() };

const compress = {
  // Quality 5: ~1.8 ms for a 92 KB month of events, within 1 % of the best size.
  br: (json: Buffer) =>
    brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  gzip: (json: Buffer) => gzipSync(json),
};

/** An Accept-Encoding header that lists the coding, not with q=0. */
const listed = (coding: string) => new RegExp(`\\b${coding}\\b(?!\\s*;\\s*q=0(?:\\.0*)?(?![.\\d]))`);
const ACCEPTS = { br: listed('br'), gzip: listed('gzip') };
const accepts = (header: string | string[] | undefined, coding: 'br' | 'gzip') =>
  typeof header === 'string' && ACCEPTS[coding].test(header);

/** The coding to answer a request with: brotli, else gzip, else none. */
export const acceptedCoding = (header: string | string[] | undefined): 'br' | 'gzip' | null =>
  accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null;

/**
 * Sends what serializeAhead() wrote. Fastify sends a Buffer with a JSON type as it is, without
 * serializing it again; the route's typed reply only knows its contract's shape, hence the one
 * cast for every cached answer here. A large answer goes compressed to a client that accepts it
 * (brotli, else gzip), once per kept answer: a month of 500 calendar events is ~92 KB of JSON,
 * ~10.8 KB in brotli and ~12.5 KB gzipped, which is both less to wait for on a slow network and
 * less for the server to write.
 */
export function sendSerialized(reply: JsonReply, json: Buffer): FastifyReply {
  const typed = reply.type(JSON_TYPE) as FastifyReply;
  if (json.length < COMPRESS_FROM_BYTES) return typed.send(json);
  typed.header('vary', 'accept-encoding');
  const coding = acceptedCoding(typed.request.headers['accept-encoding']);
  if (!coding) return typed.send(json);
  let body = compressed[coding].get(json);
  if (!body) {
    body = compress[coding](json);
    compressed[coding].set(json, body);
  }
  return typed.header('content-encoding', coding).send(body);
}

/**
 * Answers written per request (not kept) go gzipped (level 6) from one packet up, to a client
 * that accepts it: ~20–35 µs for 2–7 KB of JSON, which then travels at a third of its size (the
 * dashboard's 3.7 KB as 1.3 KB). Brotli saves a further 5–10 % at twice that time (5 on a
 * kept answer is paid once, by sendSerialized, which sends a Buffer this hook leaves alone).
 * Measured in docs/decisions/044-the-first-visit-on-a-slow-phone.md.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES) return payload;
    if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type')).startsWith('application/json')) return payload;
    reply.header('vary', 'accept-encoding');
    if (!accepts(request.headers['accept-encoding'], 'gzip')) return payload;
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload, { level: 6 });
  });
}
