import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONNECTION_ERRORS, MESSAGING_ERRORS } from '@skilllink/contracts/constants';
import { FOLLOW_ERRORS } from '@skilllink/contracts/connections';
import { QUIZ_ATTEMPTS_USED } from '@skilllink/contracts/course-constants';
import { ASSESSMENT_ATTEMPTS_USED } from '@skilllink/contracts/skill-assessments';
import { errorText } from './error-text.js';
import { errorsEn } from './errors.en.js';
import { errorsFr } from './errors.fr.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Codes the sources name through a contract constant rather than a literal. */
const CONSTANTS: Record<string, string> = {
  QUIZ_ATTEMPTS_USED,
  ASSESSMENT_ATTEMPTS_USED,
  ...Object.fromEntries(Object.entries(CONNECTION_ERRORS).map(([k, v]) => [`CONNECTION_ERRORS.${k}`, v])),
  ...Object.fromEntries(Object.entries(MESSAGING_ERRORS).map(([k, v]) => [`MESSAGING_ERRORS.${k}`, v])),
  ...Object.fromEntries(Object.entries(FOLLOW_ERRORS).map(([k, v]) => [`FOLLOW_ERRORS.${k}`, v])),
};

/**
 * Codes the error handler writes itself (platform/errors.ts), and `email_unverified`, which the
 * unverified-account rule (platform/auth/verified-email.ts) throws.
 */
const HANDLER_CODES = [
  'internal_error',
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'email_unverified',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every code an AppError is built with (`new AppError(status, code, …` or a subclass's `super(status, code, …`), and every `code.variant` key. */
function usedKeys(): { codes: Set<string>; keys: Set<string>; unresolved: string[] } {
  const codes = new Set(HANDLER_CODES);
  const unresolved: string[] = [];
  const texts = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  for (const { file, text } of texts) {
    const calls = text.matchAll(/(?:new AppError|super)\(\s*\d{3},\s*([^,]+?),/g);
    for (const [, arg] of calls) {
      const expr = arg!.trim();
      const literal = /^'([a-z_]+)'$/.exec(expr)?.[1];
      const code = literal ?? CONSTANTS[expr];
      if (code) codes.add(code);
      else unresolved.push(`${path.relative(SRC, file)}: ${expr}`);
    }
  }
  const keys = new Set<string>();
  for (const { text } of texts) {
    for (const [, key, code] of text.matchAll(/'(([a-z_]+)\.[a-z_]+)'/g)) if (codes.has(code!)) keys.add(key!);
  }
  return { codes, keys, unresolved };
}

describe('the error catalogue (ADR 037)', () => {
  const { codes, keys, unresolved } = usedKeys();

  it('finds the codes it checks', () => {
    expect(unresolved).toEqual([]);
    for (const code of [
      'not_found',
      'already_connected',
      'rate_limited',
      'csrf_failed',
      'unauthenticated',
      'calendar_full',
      QUIZ_ATTEMPTS_USED,
    ]) {
      expect(codes).toContain(code);
    }
    expect(keys).toContain('not_found.skill');
    expect(keys).toContain('rate_limited.ics_import');
  });

  it('has every code and every variant the server throws, in English and in French', () => {
    const wanted = [...codes, ...keys].sort();
    expect(wanted.filter((k) => !(k in errorsEn))).toEqual([]);
    expect(wanted.filter((k) => !(k in errorsFr))).toEqual([]);
  });

  it('holds the same keys in both languages, each writing a sentence', () => {
    expect(Object.keys(errorsFr).sort()).toEqual(Object.keys(errorsEn).sort());
    const params = { name: 'Kofi Owusu', seconds: 40, after: '40 seconds', max: 3, attempts: 3, wait: '2 h', percent: 90 };
    for (const [key, entry] of Object.entries(errorsFr)) {
      const text = entry({
        ...params,
        ratio: '2.10',
        min: 4.5,
        holds: 5,
        adds: 2,
        count: 9,
        days: 62,
        scope: 'this',
        method: 'GET',
        path: '/x',
        size: '30.0',
        free: '12.5',
        at: '2026-12-12T09:00:00.000Z',
      });
      expect(text, key).toEqual(expect.any(String));
      expect(text, key).not.toMatch(/undefined|NaN|\{|\}/);
      expect(text!.length, key).toBeGreaterThan(3);
    }
  });

  it('keeps the sentence of a 429 that carries no wait, in every language', () => {
    expect(errorText('fr', 'rate_limited', {}, 'Slow down')).toBe('Slow down');
    expect(errorText('en', 'rate_limited', {}, 'Slow down')).toBe('Slow down');
  });
});
