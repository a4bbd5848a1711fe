import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// V8's memory reducer leaves the request path 25–40 % slower once it has run (ADR 026), and
// the flag that turns it off only works on Node's command line. The start commands are the
// only place it can live, so this keeps anyone from dropping it by accident.
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const startScript = (packageJson: string): string =>
  (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';

describe('start commands', () => {
  const commands = {
    'npm start (root)': startScript(join(serverDir, '..', '..', 'package.json')),
    'npm start -w apps/server': startScript(join(serverDir, 'package.json')),
  };

  it.each(Object.entries(commands))('%s runs the server with node --no-memory-reducer', (_name, command) => {
    expect(command).toMatch(/(^|&& )node (--[\w=.-]+ )*--no-memory-reducer (--[\w=.-]+ )*(apps\/server\/)?dist\/server\.js/);
  });

  it('the flag is one this Node accepts (an unknown option would stop the server)', () => {
    const run = spawnSync(process.execPath, ['--no-memory-reducer', '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
