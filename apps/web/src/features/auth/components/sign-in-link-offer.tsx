import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useConfig } from '../api/get-config';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import '../i18n';
import { authLinkClass } from './auth-heading';

/** "2 minutes", "1 seconde": how long until the password may be tried again. */
function useWaitText(): (seconds: number) => string {
  const { t } = useTranslation('auth');
  return (seconds) => (seconds < 60 ? t('wait.seconds', { count: seconds }) : t('wait.minutes', { count: Math.ceil(seconds / 60) }));
}

/**
 * Shown when password sign-in is being slowed down (429): says when the password may be tried
 * again and offers the owner's way in at once, a one-time link by e-mail. The confirmation is
 * the same whether or not the address has an account.
 */
export function SignInLinkOffer({ email, retryAfter }: { email: string; retryAfter: number | undefined }) {
  const { t } = useTranslation('auth');
  const waitText = useWaitText();
  const errorMessage = useErrorMessage();
  const request = useRequestSignInLink();
  const { data: config } = useConfig();

  return (
    <div className="flex flex-col gap-3">
      <Alert>{retryAfter ? t('throttled.wait', { wait: waitText(retryAfter) }) : t('throttled.waitUnknown')}</Alert>
      {request.isSuccess ? (
        <Alert tone="success">
          {t('throttled.sent', { email })}
          {config?.devMailbox && (
            <>
              {' '}
              <a href="/dev/mailbox" className={authLinkClass}>
                {t('forgot.devMailbox')}
              </a>
            </>
          )}
        </Alert>
      ) : (
        <>
          <p className="text-sm text-muted">{t('throttled.offer')}</p>
          {request.isError && <Alert>{errorMessage(request.error)}</Alert>}
          <Button variant="secondary" fullWidth busy={request.isPending} onClick={() => request.mutate({ email })}>
            {request.isPending ? t('throttled.sending') : t('throttled.send')}
          </Button>
        </>
      )}
    </div>
  );
}
