import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSignInWithLink } from '../api/sign-in-with-link';
import '../i18n';
import { AuthHeading } from './auth-heading';

/**
 * The page an e-mailed sign-in link opens. The token is spent only when the member presses the
 * button, so a mail scanner that opens links does not use it up.
 */
export function SignInWithLink({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const errorMessage = useErrorMessage();

  const invalid = !token || (signIn.error instanceof ApiError && signIn.error.code === 'invalid_token');
  if (invalid) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('linkSignIn.title')} />
        <Alert>{t('linkSignIn.invalid')}</Alert>
        <Link to="/auth/login" className={buttonClasses({ fullWidth: true })}>
          {t('linkSignIn.back')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={t('linkSignIn.title')} subtitle={t('linkSignIn.intro')} />
      {signIn.isError && <Alert>{errorMessage(signIn.error)}</Alert>}
      <Button
        fullWidth
        busy={signIn.isPending || signIn.isSuccess}
        onClick={() =>
          signIn.mutate(
            { token },
            // With two-step sign-in on, the code is asked first.
            { onSuccess: (answer) => void navigate('user' in answer ? '/app/dashboard' : '/auth/two-step', { replace: true }) },
          )
        }
      >
        {signIn.isPending || signIn.isSuccess ? t('linkSignIn.busy') : t('linkSignIn.submit')}
      </Button>
    </div>
  );
}
