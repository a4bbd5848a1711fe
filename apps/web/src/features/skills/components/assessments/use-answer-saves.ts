import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { saveAssessmentAnswer } from '../../api/save-assessment-answer';

export type SaveState = 'saving' | 'saved' | 'error';

/**
 * Saves each pick at once (PUT) and tracks each question's save, so the page can say "Saved"
 * quietly or name the question whose answer did not go, with a retry. Only a question's latest
 * save counts: a quick change of mind must not show the older request's outcome.
 */
export function useAnswerSaves(slug: string, attemptId: string, onClosed: (why: 'deadline' | 'submitted') => void) {
  const [states, setStates] = useState<Record<number, SaveState>>({});
  const latest = useRef(new Map<number, number>());
  const seq = useRef(0);

  const save = (question: number, option: number | null) => {
    const id = ++seq.current;
    latest.current.set(question, id);
    setStates((all) => ({ ...all, [question]: 'saving' }));
    const settle = (state: SaveState) => {
      if (latest.current.get(question) === id) setStates((all) => ({ ...all, [question]: state }));
    };
    saveAssessmentAnswer(slug, attemptId, question, option).then(
      () => settle('saved'),
      (error: unknown) => {
        // Time is up on the server's clock (what was saved before counts), or the attempt was
        // submitted in another tab: either way the submit answers its grade.
        if (error instanceof ApiError && (error.code === 'deadline_passed' || error.code === 'already_submitted')) {
          settle('saved');
          onClosed(error.code === 'deadline_passed' ? 'deadline' : 'submitted');
        } else settle('error');
      },
    );
  };

  const failed = Object.entries(states)
    .filter(([, state]) => state === 'error')
    .map(([question]) => Number(question))
    .sort((a, b) => a - b);
  /** The save of a question's latest pick: none, saving, saved or error. */
  const stateOf = (question: number): SaveState | null => states[question] ?? null;
  return { save, failed, stateOf };
}
