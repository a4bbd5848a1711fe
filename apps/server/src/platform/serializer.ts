import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

type Compiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Answers are written by fast-json-stringify, compiled once per route from the contract's JSON
 * Schema: it writes only the declared fields (a stray column never leaks) and costs a fraction
 * of running every answer through zod, which was the largest item on small JSON answers.
 * Whether answers really match their contracts is checked in the tests (checkResponses).
 */
export const responseSerializerCompiler: Compiler = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

/**
 * Test builds parse every answer with its zod contract before it is written, so a route that
 * returns something its contract does not describe fails the test instead of being trimmed.
 */
export function checkResponses(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = (request.routeOptions.schema as FastifySchema | undefined)?.response as Record<string, z.ZodType> | undefined;
    const contract = responses?.[String(reply.statusCode)];
    if (!contract) return payload;
    const result = z.safeEncode(contract, payload);
    if (!result.success) {
      // Test builds log nothing, so say it here: the client only sees a generic 500.
      const problem = new Error(
        `${request.method} ${request.url} answered ${reply.statusCode} outside its contract: ${result.error.message}`,
      );
      console.error(problem.message);
      throw problem;
    }
    return payload;
  });
}
