import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { saveAssessmentAnswer } from '../../api/save-assessment-answer';

export type SaveState = 'saving' | 'saved' | 'error';

/**
 * Saves each pick at once (PUT) and tracks each question's save, so the page can say "Saved"
 * quietly or name the question whose answer did not go, with a retry. Only a question's latest
 * save counts: a quick change of mind must not show the older request's outcome.
 */
export function useAnswerSaves(slug: string, attemptId: string, onDeadlinePassed: () => void) {
  const [states, setStates] = useState<Record<number, SaveState>>({});
  const [last, setLast] = useState<number | null>(null);
  const latest = useRef(new Map<number, number>());
  const seq = useRef(0);

  const save = (question: number, option: number | null) => {
    const id = ++seq.current;
    latest.current.set(question, id);
    setLast(question);
    setStates((all) => ({ ...all, [question]: 'saving' }));
    const settle = (state: SaveState) => {
      if (latest.current.get(question) === id) setStates((all) => ({ ...all, [question]: state }));
    };
    saveAssessmentAnswer(slug, attemptId, question, option).then(
      () => settle('saved'),
      (error: unknown) => {
        // Time is up on the server's clock: what was saved before counts; submit it.
        if (error instanceof ApiError && error.code === 'deadline_passed') {
          settle('saved');
          onDeadlinePassed();
        } else settle('error');
      },
    );
  };

  const failed = Object.entries(states)
    .filter(([, state]) => state === 'error')
    .map(([question]) => Number(question))
    .sort((a, b) => a - b);
  const lastState = last === null ? null : (states[last] ?? null);
  return { save, failed, lastState };
}
