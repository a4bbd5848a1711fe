import { QUIZ_QUESTIONS_PER_ATTEMPT } from '@skilllink/contracts/courses';
import { cryptoRandom, shuffled, type RandomInt } from '../../platform/shuffle.js';

/** A bank question as stored: options in their authored order, the correct one by index. */
export interface BankQuestion {
  id: string;
  question: string;
  options: string;
  correctIndex: number;
}

/** One drawn question: its id and the option order of this attempt (o[shown] = authored index). */
export interface Drawn {
  q: string;
  o: number[];
}

const optionsOf = (q: BankQuestion) => JSON.parse(q.options) as string[];

/**
 * A fresh attempt's questions: QUIZ_QUESTIONS_PER_ATTEMPT drawn from the bank without
 * repetition (the whole bank, shuffled, when it is not larger), each with its options shuffled.
 */
export function drawQuestions(bank: readonly BankQuestion[], random: RandomInt = cryptoRandom): Drawn[] {
  return shuffled(bank, random)
    .slice(0, QUIZ_QUESTIONS_PER_ATTEMPT)
    .map((q) => ({
      q: q.id,
      o: shuffled(
        optionsOf(q).map((_, i) => i),
        random,
      ),
    }));
}

/**
 * The attempt's questions in its order, with their bank rows. An attempt started before draws
 * existed (draw null) has the whole bank in authored order; a drawn question since removed
 * from the bank is left out.
 */
export function attemptQuestions(draw: string | null, bank: readonly BankQuestion[]): { drawn: Drawn; bank: BankQuestion }[] {
  if (draw === null) return bank.map((q) => ({ drawn: { q: q.id, o: optionsOf(q).map((_, i) => i) }, bank: q }));
  const byId = new Map(bank.map((q) => [q.id, q]));
  return (JSON.parse(draw) as Drawn[]).flatMap((drawn) => {
    const q = byId.get(drawn.q);
    return q ? [{ drawn, bank: q }] : [];
  });
}

/** What the member sees of a question: the text and the options in this attempt's order. */
export const shownQuestion = ({ drawn, bank }: { drawn: Drawn; bank: BankQuestion }) => {
  const options = optionsOf(bank);
  return { id: bank.id, question: bank.question, options: drawn.o.map((i) => options[i]!) };
};

/** True when the option chosen (as shown) is the bank's correct option. */
export const isRight = ({ drawn, bank }: { drawn: Drawn; bank: BankQuestion }, chosen: number | null) =>
  chosen !== null && drawn.o[chosen] === bank.correctIndex;
