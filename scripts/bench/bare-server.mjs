// The benchmark's baseline: the same Fastify the app uses (resolved from apps/server's
// dependencies), one GET route, no plugins, no logging. Everything the app adds on top
// (security headers, CSRF cookie, session lookup, rate limit, database) shows up as the
// difference against this route measured in the same run, on the same pinned core.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromServer = createRequire(join(root, 'apps/server/package.json'));
const { default: Fastify } = await import(pathToFileURL(requireFromServer.resolve('fastify')).href);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
// The plain PUT an upload is measured against (bench/uploads.mjs): the body written to a file
// as it arrives, nothing else. A parser rather than a context of its own: one context keeps
// the GET above as fast as it was (ADR 021).
app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
app.put('/bare-upload', async (request, reply) => {
  const file = join(tmpdir(), `bare-upload-${process.pid}.bin`);
  await pipeline(request.body, createWriteStream(file));
  await rm(file, { force: true });
  return reply.code(204).send();
});

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`bare fastify listening on ${typeof address === 'object' && address ? address.port : port}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
