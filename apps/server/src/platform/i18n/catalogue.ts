/** What an error's text may carry: a name, a count, a wait. */
export type ErrorParams = Record<string, string | number>;

/**
 * One language's error texts, by catalogue key: the error's `code`, or `code.variant` where one
 * code is said in several ways (not_found.skill, rate_limited.feed…). An entry answers null when
 * the error lacks the parameters it needs: the constructor's English is sent then.
 */
export type ErrorCatalogue = Record<string, (p: ErrorParams) => string | null>;

/** A text without parameters. */
export const fixed = (text: string) => (): string => text;
