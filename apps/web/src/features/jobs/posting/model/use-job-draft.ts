import { useState } from 'react';
import type { JobDraft } from './draft';
import type { DraftErrors, DraftSlot } from './validate';

/** The messages a change to each draft value makes stale. */
function slotsOf(key: keyof JobDraft): Array<DraftSlot | 'question.*'> {
  switch (key) {
    case 'salaryMode':
    case 'salaryMin':
    case 'salaryMax':
    case 'currency':
    case 'period':
      // min ≤ max is said under the minimum: changing either side settles it.
      return ['salary', 'salaryMin', 'salaryMax'];
    case 'deadlineDate':
    case 'deadlineTime':
      return ['deadline'];
    case 'questions':
      return ['questions', 'question.*'];
    case 'isRemote':
    case 'kind':
      return [];
    default:
      return [key];
  }
}

/**
 * The form's values and messages. A change drops the messages it makes stale, so an error
 * disappears as the poster fixes it; the rest stay until the next check.
 */
export function useJobDraft(initial: JobDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  function change(patch: Partial<JobDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    const stale = (Object.keys(patch) as Array<keyof JobDraft>).flatMap(slotsOf);
    if (stale.length === 0) return;
    setErrors((current) => {
      const next = { ...current };
      for (const slot of Object.keys(next) as DraftSlot[]) {
        if (stale.includes(slot) || (slot.startsWith('question.') && stale.includes('question.*'))) delete next[slot];
      }
      return next;
    });
  }

  return { draft, change, errors, setErrors };
}

export type DraftChange = (patch: Partial<JobDraft>) => void;
