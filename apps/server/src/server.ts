import { buildApp } from './app.js';
import { configFromProcessEnv } from './config.js';
import { seedDemo } from './seed/demo.js';
import { DEMO_ACCOUNT } from './seed/demo-members.js';

// `--demo` (used by `npm start`) turns on the development mailbox unless configured otherwise.
const demo = process.argv.includes('--demo');
const config = configFromProcessEnv(demo ? { DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true' } : {});
const app = await buildApp(config);

if (config.seedDemo) {
  const added = await seedDemo(app.database.db);
  if (added) app.log.info({ added }, 'demo members seeded');
}

await app.listen({ port: config.port, host: config.host });
console.log(`\nSkillLink is running at ${config.publicUrl}`);
if (config.seedDemo) console.log(`Demo account: ${DEMO_ACCOUNT.email}  password: ${DEMO_ACCOUNT.password}`);
if (config.devMailbox) console.log(`Development mailbox: ${config.publicUrl}/dev/mailbox`);
console.log('');

/** Stop taking new connections, finish requests in flight, then close the database. */
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
