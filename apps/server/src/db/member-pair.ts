/**
 * The lower and higher id of two members, as the connection table's unique
 * (user_low, user_high) index stores a pair whichever of them asked. Every area that reads or
 * writes a pair uses this one rule.
 */
export const memberPair = (a: string, b: string): { userLow: string; userHigh: string } =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
