import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Where the built web app is, or null when it has not been built (API-only tests). */
export function resolveWebDist(configured: string | undefined): string | null {
  const dir = path.resolve(configured ?? defaultDist);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/**
 * Serves the built SPA from the same process: hashed files under /assets are cached for a
 * year; index.html is revalidated each time so a deploy is picked up at once.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset; send those when the browser accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  return (_request, reply) => reply.sendFile('index.html');
}
