import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resolveCredentialKey } from './credential-key.js';
import { didWebOf } from './issuer.js';
import { open, seal } from './sealing.js';

// The issuer's secret keys at rest (ADR 077).

describe('sealing the issuer keys', () => {
  it('opens with the same CREDENTIAL_KEY only, and never holds the secret in clear', () => {
    const sealed = seal('k'.repeat(32), 'z3u2secretmultibase');
    expect(sealed).not.toContain('secret');
    expect(open('k'.repeat(32), sealed)).toBe('z3u2secretmultibase');
    expect(() => open('x'.repeat(32), sealed)).toThrow();
    expect(seal('k'.repeat(32), 'same')).not.toBe(seal('k'.repeat(32), 'same')); // a fresh IV each time
  });

  it('uses CREDENTIAL_KEY, else makes one in DATA_DIR once, with a warning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skilllink-key-'));
    const warn = vi.fn();
    expect(resolveCredentialKey('c'.repeat(40), dir, warn)).toBe('c'.repeat(40));
    expect(warn).not.toHaveBeenCalled();
    const made = resolveCredentialKey(undefined, dir, warn);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(resolveCredentialKey(undefined, dir, warn)).toBe(made);
    expect(readFileSync(path.join(dir, 'credential-key'), 'utf8').trim()).toBe(made);
    expect(statSync(path.join(dir, 'credential-key')).mode & 0o077).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CREDENTIAL_KEY is not set'));
  });
});

describe('did:web', () => {
  it('is the host, its port written %3A, and the path as colons', () => {
    expect(didWebOf('https://skilllink.africa')).toBe('did:web:skilllink.africa');
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebOf('https://example.org/skilllink')).toBe('did:web:example.org:skilllink');
  });
});
