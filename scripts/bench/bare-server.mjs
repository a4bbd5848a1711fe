// The benchmark's baseline: the same Fastify the app uses (resolved from apps/server's
// dependencies), one GET route, no plugins, no logging. Everything the app adds on top
// (security headers, CSRF cookie, session lookup, rate limit, database) shows up as the
// difference against this route measured in the same run, on the same pinned core.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromServer = createRequire(join(root, 'apps/server/package.json'));
const { default: Fastify } = await import(pathToFileURL(requireFromServer.resolve('fastify')).href);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`bare fastify listening on ${typeof address === 'object' && address ? address.port : port}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
