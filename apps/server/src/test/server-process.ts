import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcessEnv } from '../config.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/**
 * A real server process (the sources through tsx, with `args` on its command line) with `env`
 * (the test's database, Redis…; it may also set PUBLIC_URL or SEED_DEMO), resolved once it
 * answers /api/ready. Tests stop it by its PID (child.kill); `stderr()` is what it has written there.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  args: string[] = [],
): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  const listen = port ?? (await freePort());
  const url = `http://127.0.0.1:${listen}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
    cwd: serverDir,
    env: childProcessEnv({
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      ...env,
      PORT: String(listen),
      HOST: '127.0.0.1',
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url, stderr: () => stderr };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server not ready: ${stderr}`);
}
