import { useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useToast } from '../../components/ui/toast';
import { sessionQueryKey } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { ApiError } from '../../lib/api';
import './shell-i18n';

/**
 * Ends the session on the server, forgets every member's cached data and goes to
 * /auth/login. Leaving and forgetting happen in one synchronous render: forgetting first
 * would let the /app guard redirect with "from" (return here after the next sign-in), which
 * is right for an expired session but not for a deliberate sign-out.
 */
export function useSignOut() {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // 401: the session was already gone, which is what we wanted.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast(t('profileMenu.logoutFailed'), 'error');
        return;
      }
    }
    // The session entry stays (as "signed out") so components watching it stay subscribed.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    flushSync(() => {
      void navigate('/auth/login', { replace: true });
      queryClient.setQueryData(sessionQueryKey, null);
    });
  }

  return { signOut, pending: logout.isPending };
}
