import { randomInt } from 'node:crypto';

/** Random integer in [0, max): a cryptographic source, so a script cannot predict the next draw. */
export type RandomInt = (max: number) => number;
export const cryptoRandom: RandomInt = (max) => randomInt(max);

/** A new array in random order (Fisher-Yates: every order equally likely). Quizzes and assessments draw with it. */
export function shuffled<T>(items: readonly T[], random: RandomInt = cryptoRandom): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
