import type { PersonCard } from '@skilllink/contracts/connections';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useAcceptRequest } from '../api/accept-request';
import { useDeclineRequest } from '../api/decline-request';
import { useFollow } from '../api/follow';
import { personMutationPrefix } from '../api/keys';
import { useWithdrawRequest } from '../api/withdraw-request';
import { fullName } from '../person';
import { useActionFailure } from './use-action-feedback';
import '../i18n';

/**
 * The one-click actions on a member (accept, decline, withdraw, follow, unfollow) with their
 * toasts. `busy` is true while any action on this member is on its way, from any card or
 * dialog, so a double click or a second card never sends twice.
 */
export function usePersonActions(person: Pick<PersonCard, 'id' | 'firstName' | 'lastName'>) {
  const { t } = useTranslation('connections');
  const toast = useToast();
  const fail = useActionFailure();
  const name = fullName(person);
  const accept = useAcceptRequest(person.id);
  const decline = useDeclineRequest(person.id);
  const withdraw = useWithdrawRequest(person.id);
  const follow = useFollow(person.id);
  const queryClient = useQueryClient();
  const busy = useIsMutating({ mutationKey: personMutationPrefix(person.id) }) > 0;
  // The buttons disable on the next render; a double click's second click can come first, so
  // the mutation cache (updated as soon as a mutation starts) is asked at click time too.
  const once = (action: () => void) => {
    if (queryClient.isMutating({ mutationKey: personMutationPrefix(person.id) }) === 0) action();
  };
  // A request answered here is answered: a click that lands before its card leaves sends nothing.
  const answered = useRef(new Set<string>());
  const answer = (requestId: string, action: () => void) =>
    once(() => {
      if (answered.current.has(requestId)) return;
      answered.current.add(requestId);
      action();
    });
  const reopen = (requestId: string) => answered.current.delete(requestId);

  return {
    busy,
    name,
    accept: (requestId: string) =>
      answer(requestId, () =>
        accept.mutate(requestId, {
          onSuccess: () => toast(t('toasts.nowConnected', { name }), 'success'),
          onError: (error) => {
            reopen(requestId);
            fail(error, 'acceptFailed', name);
          },
        }),
      ),
    decline: (requestId: string) =>
      answer(requestId, () =>
        decline.mutate(requestId, {
          onSuccess: () => toast(t('toasts.declined', { name }), 'success'),
          onError: (error) => {
            reopen(requestId);
            fail(error, 'declineFailed', name);
          },
        }),
      ),
    withdraw: (requestId: string) =>
      answer(requestId, () =>
        withdraw.mutate(requestId, {
          onSuccess: () => toast(t('toasts.withdrawn', { name }), 'success'),
          onError: (error) => {
            reopen(requestId);
            fail(error, 'withdrawFailed', name);
          },
        }),
      ),
    setFollowing: (on: boolean) =>
      once(() =>
        follow.mutate(on, {
          onSuccess: () => toast(t(on ? 'toasts.followed' : 'toasts.unfollowed', { name }), 'success'),
          onError: (error) => fail(error, on ? 'followFailed' : 'unfollowFailed', name),
        }),
      ),
  };
}
