import { ASSESSMENT_QUESTIONS_PER_ATTEMPT } from '@skilllink/contracts/skill-assessments';
import type { Language } from '../../platform/i18n/language.js';
import { cryptoRandom, shuffled, type RandomInt } from '../../platform/shuffle.js';
import { BANKS } from './assessment-bank/index.js';
import type { BankQuestion, SkillBank } from './assessment-bank/types.js';

// Drawing an assessment from a skill's bank and reading it back (issue 29 §6, ADR 078). The
// attempt keeps only question ids and option orders: the wording is the reader's language at
// each read, and the right option is looked up in the bank when grading, never sent.

/** One drawn question: its bank id and this attempt's option order (o[shown] = authored index). */
export interface Drawn {
  q: string;
  o: number[];
}

const banksBySkill = new Map<string, SkillBank>(BANKS.map((b) => [b.skill, b]));

export const bankOf = (slug: string): SkillBank | undefined => banksBySkill.get(slug);
export const assessedSkills = (): string[] => BANKS.map((b) => b.skill);

/** A fresh attempt: ASSESSMENT_QUESTIONS_PER_ATTEMPT questions without repetition, options shuffled. */
export function drawAssessment(bank: SkillBank, random: RandomInt = cryptoRandom): Drawn[] {
  return shuffled(bank.questions, random)
    .slice(0, ASSESSMENT_QUESTIONS_PER_ATTEMPT)
    .map((q) => ({ q: q.id, o: shuffled([0, 1, 2, 3], random) }));
}

export interface DrawnQuestion {
  drawn: Drawn;
  question: BankQuestion;
}

/** The attempt's questions in its order; one since removed from the bank is left out. */
export function drawnQuestions(bank: SkillBank, draw: string): DrawnQuestion[] {
  const byId = new Map(bank.questions.map((q) => [q.id, q]));
  return (JSON.parse(draw) as Drawn[]).flatMap((drawn) => {
    const question = byId.get(drawn.q);
    return question ? [{ drawn, question }] : [];
  });
}

/** What the member reads: the prompt and the options in this attempt's order, in their language. */
export function shown({ drawn, question }: DrawnQuestion, language: Language) {
  const wording = question[language];
  return { id: question.id, question: wording.prompt, options: drawn.o.map((i) => wording.options[i]!) };
}

/** True when the option chosen (as shown) is the bank's right one. */
export const isRight = ({ drawn, question }: DrawnQuestion, chosen: number | null) =>
  chosen !== null && drawn.o[chosen] === question.answer;
