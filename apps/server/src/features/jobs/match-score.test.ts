import { describe, expect, it } from 'vitest';
import { experienceScore, levelFromExperience, matchListing, type MatchListing, type MatchProfile } from './match-score.js';

const ama: MatchProfile = {
  skillKeys: new Set(['react', 'typescript', 'node.js']),
  verified: new Map(),
  titles: ['Frontend Developer', 'Software Engineer'],
  location: 'Accra, Ghana',
  level: 'mid',
};
const job = (over: Partial<MatchListing> = {}): MatchListing => ({
  title: 'Senior Frontend Developer',
  location: 'Accra, Ghana',
  isRemote: false,
  experienceLevel: 'senior',
  skills: [
    { key: 'react', name: 'React' },
    { key: 'typescript', name: 'TypeScript' },
    { key: 'graphql', name: 'GraphQL' },
    { key: 'figma', name: 'Figma' },
  ],
  ...over,
});

describe('job match score (spec §9 weights)', () => {
  it('computes each part and the weighted total by hand', () => {
    // skills 2/4 = 50; experience mid vs senior = 70; same city = 100; title: frontend, developer both mine = 100.
    // (50×40 + 70×20 + 100×15 + 100×25) / 100 = 20 + 14 + 15 + 25 = 74
    const result = matchListing(ama, job());
    expect(result.parts).toEqual({ skills: 50, experience: 70, location: 100, title: 100 });
    expect(result.score).toBe(74);
    expect(result.haveSkills).toEqual(['React', 'TypeScript']);
    expect(result.missingSkills).toEqual(['GraphQL', 'Figma']);
    expect(result.verifiedSkills).toEqual([]);
  });

  it('counts a skill proved by a skill badge, listed on the profile or not, and says which were proved', () => {
    const proved = {
      ...ama,
      verified: new Map([
        ['typescript', 'TypeScript'],
        ['graphql', 'GraphQL'],
      ]),
    };
    const result = matchListing(proved, job());
    // GraphQL is not on Ama's profile: the badge alone makes it held (3 of 4 = 75).
    expect(result.parts.skills).toBe(75);
    expect(result.haveSkills).toEqual(['React', 'TypeScript', 'GraphQL']);
    expect(result.missingSkills).toEqual(['Figma']);
    expect(result.verifiedSkills).toEqual(['TypeScript', 'GraphQL']);
    expect(result.score).toBeGreaterThan(matchListing(ama, job()).score);
  });

  it('scores another city of the same country half, another country nothing, remote in full', () => {
    expect(matchListing(ama, job({ location: 'Kumasi, Ghana' })).parts.location).toBe(50);
    expect(matchListing(ama, job({ location: 'Lagos, Nigeria' })).parts.location).toBe(0);
    expect(matchListing(ama, job({ location: 'Lagos, Nigeria', isRemote: true })).parts.location).toBe(100);
    // A member without a location only matches remote work.
    expect(matchListing({ ...ama, location: '' }, job()).parts.location).toBe(0);
  });

  it('folds accents and case in titles and places, and ignores seniority words', () => {
    const fr = matchListing(
      { ...ama, titles: ['Développeur Frontend'], location: 'Dakar, Sénégal' },
      job({ title: 'Développeur Front-end Senior', location: 'dakar, senegal' }),
    );
    // développeur → developpeur matches; "front" and "end" (3 letters) are not "frontend": 1 of 3 words.
    expect(fr.parts.title).toBe(33);
    expect(fr.parts.location).toBe(100);
  });

  it('gives 0 for skills when the listing names none, and 100/70/30 for experience', () => {
    expect(matchListing(ama, job({ skills: [] })).parts.skills).toBe(0);
    expect(experienceScore('entry', 'entry')).toBe(100);
    expect(experienceScore('entry', 'mid')).toBe(70);
    expect(experienceScore('entry', 'senior')).toBe(30);
    expect(experienceScore('executive', 'entry')).toBe(30);
  });

  it('reaches 100 for a perfect match and 6 for none but a far level', () => {
    const perfect = matchListing(
      ama,
      job({ title: 'Frontend Developer', experienceLevel: 'mid', skills: [{ key: 'react', name: 'React' }] }),
    );
    expect(perfect.score).toBe(100);
    const none = matchListing(
      ama,
      job({ title: 'Accountant', location: 'Nairobi, Kenya', experienceLevel: 'executive', skills: [{ key: 'excel', name: 'Excel' }] }),
    );
    // Only experience: mid vs executive = 30 → 30×20/100 = 6.
    expect(none.score).toBe(6);
  });
});

describe('level from experience', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('counts overlapping months once and runs open entries to now', () => {
    expect(levelFromExperience([], now)).toBe('entry');
    // 2024-01 … 2026-11 = 35 months → mid.
    expect(levelFromExperience([{ startDate: '2024-01', endDate: null }], now)).toBe('mid');
    // Two overlapping jobs 2020-01…2022-12 and 2021-01…2023-12: 48 months → mid, not 72.
    expect(
      levelFromExperience(
        [
          { startDate: '2020-01', endDate: '2022-12' },
          { startDate: '2021-01', endDate: '2023-12' },
        ],
        now,
      ),
    ).toBe('mid');
    expect(levelFromExperience([{ startDate: '2019-01', endDate: null }], now)).toBe('senior');
    expect(levelFromExperience([{ startDate: '2010-01', endDate: '2026-01' }], now)).toBe('executive');
    // Blank or malformed dates count for nothing.
    expect(levelFromExperience([{ startDate: '', endDate: null }], now)).toBe('entry');
  });
});
