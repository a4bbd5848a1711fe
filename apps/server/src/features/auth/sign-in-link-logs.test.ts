import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, newMember } from '../../test/factories.js';

describe('sign-in link in the logs', () => {
  it('is never written at info, even without SMTP (the mail goes to the log)', async () => {
    let written = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        written += String(chunk);
        done();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skilllink-link-logs-'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    const app = await buildApp(config, { logger: { level: 'info', stream } });
    try {
      await app.ready();
      const body = newMember();
      expect((await new TestClient(app).post('/api/v1/auth/register', body)).statusCode).toBe(202);
      expect((await new TestClient(app).post('/api/v1/auth/sign-in-link', { email: body.email })).statusCode).toBe(202);
      const { token } = (await lastMailTo(app, body.email))!;
      expect(token).toBeTruthy();
      expect(written).toContain('Your SkillLink sign-in link');
      expect(written).not.toContain(token!);
      expect(written).not.toContain('token=');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
