// Prints what /auth/login loads (gzip) for the current builds: node scripts/bench/login-weight-once.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLoginAssets } from './bundle-size.mjs';
import { root } from './config.mjs';
import { freePort, waitFor } from './processes.mjs';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'lw-')),
  LOG_LEVEL: 'warn',
};
const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], { env, stdio: 'ignore' });
try {
  await waitFor(`${base}/api/ready`, child);
  const r = await measureLoginAssets(base);
  console.log(JSON.stringify({ js: r.js, css: r.css, error: r.error }));
} finally {
  child.kill();
}
