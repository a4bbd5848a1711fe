import { MESSAGING_ERRORS } from '@skilllink/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useStartConversation } from '../api/start-conversation';

export type StartError = 'notConnected' | 'startFailed' | 'emailUnverified';

/**
 * `/app/messages?with=<personId>` (a connection card's Message button): starts or reopens the
 * conversation with them and opens it; says why when that is refused.
 */
export function useStartFromLink(): { starting: boolean; error: StartError | null } {
  const [params] = useSearchParams();
  const personId = params.get('with');
  const navigate = useNavigate();
  const start = useStartConversation();
  const [error, setError] = useState<StartError | null>(null);
  // Once per link, even when effects run twice (StrictMode) or the page re-renders.
  const handled = useRef<string | null>(null);
  const { mutate } = start;

  useEffect(() => {
    if (!personId || handled.current === personId) return;
    handled.current = personId;
    setError(null);
    mutate(
      { personId },
      {
        onSuccess: ({ conversation }) => navigate(`/app/messages/${conversation.id}`, { replace: true }),
        onError: (failure) => {
          const unverified = failure instanceof ApiError && failure.code === 'email_unverified';
          const refused =
            failure instanceof ApiError &&
            (failure.code === MESSAGING_ERRORS.notConnected || failure.status === 403 || failure.status === 404);
          setError(unverified ? 'emailUnverified' : refused ? 'notConnected' : 'startFailed');
          navigate('/app/messages', { replace: true });
        },
      },
    );
  }, [personId, mutate, navigate]);

  return { starting: start.isPending, error };
}
