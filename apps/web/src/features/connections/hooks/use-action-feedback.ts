import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CONNECTION_ERRORS } from '@skilllink/contracts/constants';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateNetwork } from '../api/keys';
import '../i18n';
import { useErrorMessage } from '../../../lib/use-error-message';

/** Which failure text an action shows when nothing more specific applies. */
export type FailureKey =
  'requestFailed' | 'acceptFailed' | 'declineFailed' | 'withdrawFailed' | 'removeFailed' | 'followFailed' | 'unfollowFailed';

/** What a 404 means for each action: the request or the connection is gone, or the member is. */
const GONE: Record<FailureKey, 'requestGone' | 'notConnected' | 'memberGone'> = {
  requestFailed: 'memberGone',
  acceptFailed: 'requestGone',
  declineFailed: 'requestGone',
  withdrawFailed: 'requestGone',
  removeFailed: 'notConnected',
  followFailed: 'memberGone',
  unfollowFailed: 'memberGone',
};

/**
 * Turns a failed action into a toast the member can act on: the state changed elsewhere (a
 * request answered in another tab, already connected) is said as such and the lists refresh;
 * no connection says so; anything else asks to try again. Never the server's raw text, which
 * is English only.
 */
export function useActionFailure() {
  const { t } = useTranslation('connections');
  const toast = useToast();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, failure: FailureKey, name: string) => {
      if (error instanceof ApiError) {
        if (error.code === 'network_error') return toast(t('toasts.offline'), 'error');
        if (error.code === 'email_unverified') return toast(errorMessage(error), 'error');
        const stale = error.status === 404 || error.status === 409;
        if (stale) void invalidateNetwork(queryClient);
        if (error.code === CONNECTION_ERRORS.alreadyConnected) return toast(t('toasts.alreadyConnected', { name }), 'info');
        if (error.code === CONNECTION_ERRORS.pending) return toast(t('toasts.requestPending', { name }), 'info');
        if (error.status === 404) return toast(t(`toasts.${GONE[failure]}`, { name }), 'info');
      }
      toast(t(`toasts.${failure}`, { name }), 'error');
    },
    [t, toast, queryClient, errorMessage],
  );
}
