import { describe, expect, it } from 'vitest';
import { skillSlug } from '../catalog-data/entry.js';
import { CATALOG } from '../catalog-data/catalog.js';
import { BANKS } from './index.js';

// Every bank is complete and well-formed: 30 questions, four distinct options in each language,
// one right answer, no question asked twice.

const catalogue = new Set(CATALOG.map((e) => skillSlug(e.name)));

describe('skill assessment banks', () => {
  it('cover at least 10 catalogue skills', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(10);
    for (const bank of BANKS) expect(catalogue.has(bank.skill), bank.skill).toBe(true);
    expect(new Set(BANKS.map((b) => b.skill)).size).toBe(BANKS.length);
  });

  for (const bank of BANKS) {
    it(`${bank.skill}: 30 well-formed questions in English and French`, () => {
      expect(bank.questions).toHaveLength(30);
      expect(new Set(bank.questions.map((q) => q.id)).size).toBe(30);
      for (const lang of ['en', 'fr'] as const) {
        expect(new Set(bank.questions.map((q) => q[lang].prompt.trim().toLowerCase())).size, lang).toBe(30);
      }
      for (const q of bank.questions) {
        expect([0, 1, 2, 3]).toContain(q.answer);
        for (const lang of ['en', 'fr'] as const) {
          const { prompt, options } = q[lang];
          expect(prompt.trim().length, `${q.id} ${lang}`).toBeGreaterThan(10);
          expect(prompt.length, `${q.id} ${lang}`).toBeLessThanOrEqual(300);
          expect(options, `${q.id} ${lang}`).toHaveLength(4);
          expect(new Set(options.map((o) => o.trim().toLowerCase())).size, `${q.id} ${lang} options`).toBe(4);
          for (const o of options) expect(o.trim().length, `${q.id} ${lang}`).toBeGreaterThan(0);
          for (const o of options) expect(o.length, `${q.id} ${lang}`).toBeLessThanOrEqual(160);
        }
      }
    });
  }

  it('does not put the right answer in the same place every time', () => {
    for (const bank of BANKS) {
      const places = new Set(bank.questions.map((q) => q.answer));
      expect(places.size, bank.skill).toBeGreaterThanOrEqual(3);
    }
  });
});
