// Runs npm scripts side by side and fails when any of them fails. `npm test` checks types and
// lint at once: each is a single thread, so together they use both cores of a small machine
// (~1 min saved on 2 cores). Each script's output is printed whole when it ends, so the two
// never interleave.
//
//   node scripts/together.mjs typecheck lint
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const run = (name) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const passed = await Promise.all(names.map(run));
const failed = names.filter((_, i) => !passed[i]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((n) => `npm run ${n}`).join(', ')}`);
  process.exit(1);
}
