import { createContext, useContext } from 'react';
import type { ServerAnswer } from '@skilllink/contracts/route-preloads';
import { apiErrorOf, type ApiError } from './api';

export type { ServerAnswer };

/** The server's answer to a sign-in form posted before the script arrived (ADR 049). */
export const ServerAnswerContext = createContext<ServerAnswer | null>(null);

/** The server's answer to this page's form, if the page is one. */
export function useServerAnswer(): ServerAnswer | null {
  return useContext(ServerAnswerContext);
}

/** The refusal in the answer, as the app's own request would have thrown it. */
export function answerError(answer: ServerAnswer | null): ApiError | null {
  if (!answer || answer.status < 400) return null;
  return apiErrorOf(answer.status, answer.body, answer.retryAfter ?? null);
}
