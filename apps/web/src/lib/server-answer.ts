import { createContext, useContext, useState } from 'react';
import type { ServerAnswer } from '@skilllink/contracts/route-preloads';
import { apiErrorOf, type ApiError } from './api';

export type { ServerAnswer };

/** Hands out the server's answer to a sign-in form posted before the script arrived (ADR 049). */
export interface ServerAnswerSource {
  /** The answer the first time, then null. */
  take(): ServerAnswer | null;
}

/** A source that gives `answer` once. */
export function answerOnce(answer: ServerAnswer | null): ServerAnswerSource {
  let left = answer;
  return {
    take() {
      const taken = left;
      left = null;
      return taken;
    },
  };
}

export const ServerAnswerContext = createContext<ServerAnswerSource | null>(null);

/**
 * The server's answer, for the first sign-in form that mounts (the one on the page the server
 * answered), and only for it: a form opened later in the app (the register page, or the login
 * page after signing out) does not show it again.
 */
export function useServerAnswer(): ServerAnswer | null {
  const source = useContext(ServerAnswerContext);
  const [answer] = useState(() => source?.take() ?? null);
  return answer;
}

/** The refusal in the answer, as the app's own request would have thrown it. */
export function answerError(answer: ServerAnswer | null): ApiError | null {
  if (!answer || answer.status < 400) return null;
  return apiErrorOf(answer.status, answer.body, answer.retryAfter ?? null);
}
