import { buildApp } from './app.js';
import { configFromCommandLine } from './config.js';
import { countDemoMembers, seedDemo } from './seed/demo.js';
import { DEMO_ACCOUNT } from './seed/demo-members.js';

// `--demo` (only `npm start` passes it) seeds the demo members and opens the development mailbox.
const config = configFromCommandLine(process.argv);
const app = await buildApp(config);

if (config.seedDemo) {
  const added = await seedDemo(app.database.db, app.storage);
  if (added) app.log.info({ added }, 'demo members seeded');
}
// A public (https) server with accounts whose password the README prints is open to anyone.
const demoMembers = config.secureCookies ? await countDemoMembers(app.database.db) : 0;
if (demoMembers > 0) {
  const warning = `WARNING: ${demoMembers} demo members with the public demo password exist on ${config.publicUrl}. Anyone can sign in as them. Delete them, or do not serve this database publicly.`;
  app.log.warn({ demoMembers }, warning);
  console.error(`\n${'!'.repeat(72)}\n${warning}\n${'!'.repeat(72)}\n`);
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
