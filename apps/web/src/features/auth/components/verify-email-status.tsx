import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useVerifyEmail } from '../api/verify-email';
import '../i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { AuthHeading } from './auth-heading';
import { takeRememberedNext } from '../next-path';

/** Posts the e-mailed token once on arrival and shows the outcome; works signed in or out. */
export function VerifyEmailStatus({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyEmail();
  const errorMessage = useErrorMessage();
  const sent = useRef(false);
  const { mutate } = verify;
  // The page the member was going to when they registered on this device (next-path.ts), read once.
  const [after] = useState(() => takeRememberedNext());

  useEffect(() => {
    // Tokens are single-use: StrictMode's second effect run must not post it again.
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const next = signedIn ? (
    <Link to={after ?? '/app/dashboard'} className={buttonClasses({ fullWidth: true })}>
      {t(after ? 'verify.continue' : 'verify.toDashboard')}
    </Link>
  ) : (
    <Link to="/auth/login" state={after ? { from: after } : undefined} className={buttonClasses({ fullWidth: true })}>
      {t('verify.signIn')}
    </Link>
  );

  if (!token || verify.isError) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('verify.title')} />
        <Alert>
          {!token || (verify.error instanceof ApiError && verify.error.code === 'invalid_token')
            ? t('verify.invalid')
            : errorMessage(verify.error)}
        </Alert>
        <p className="text-sm text-muted">{t('verify.hint')}</p>
        {next}
      </div>
    );
  }

  if (verify.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('verify.doneTitle')} />
        <Alert tone="success">{t('verify.done')}</Alert>
        {next}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" role="status">
      <AuthHeading title={t('verify.title')} />
      <p className="flex items-center gap-3 text-muted">
        <Spinner className="size-5 text-primary" />
        {t('verify.verifying')}
      </p>
    </div>
  );
}
