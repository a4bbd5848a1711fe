// Two processes that keep a core each busy, to check that the suite passes on a loaded
// machine (docs/testing.md). Stop it with Ctrl-C, or by its PID.
import { fork } from 'node:child_process';

if (process.argv[2] === 'spin') {
  for (;;) Math.sqrt(Math.random());
} else {
  const count = Number(process.argv[2] ?? 2);
  const children = Array.from({ length: count }, () => fork(import.meta.filename, ['spin']));
  console.log(`busy: ${count} processes (${children.map((c) => c.pid).join(', ')}); PID ${process.pid}`);
  const stop = () => {
    for (const c of children) c.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
