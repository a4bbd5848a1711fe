// The skill assessments' question banks (issue 29 §6): written for each catalogue skill, in
// English and French. A test draws a few at random; the answer never leaves the server.

/** One wording of a question: the prompt and its four options, in the order shown before shuffling. */
export interface Wording {
  prompt: string;
  options: [string, string, string, string];
}

export interface BankQuestion {
  /** Stable within its skill (`js-01`…): attempts keep the ids they drew. */
  id: string;
  en: Wording;
  fr: Wording;
  /** Index (0–3) of the right option, the same in both languages. */
  answer: 0 | 1 | 2 | 3;
}

export interface SkillBank {
  /** The catalogue skill's slug (features/skills/catalog-data/entry.ts skillSlug). */
  skill: string;
  questions: BankQuestion[];
}
