import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useConfirmEmailChange, useUndoEmailChange } from '../api/email-links';
import '../i18n';

function Heading({ title }: { title: string }) {
  return <h1 className="mb-2 text-3xl font-bold tracking-tight text-fg">{title}</h1>;
}

/** A made-up, used or expired link reads the same; anything else (offline, 429) says what it is. */
function useLinkError() {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  return (error: unknown) => (error instanceof ApiError && error.code === 'invalid_token' ? t('links.invalid') : errorMessage(error));
}

/** /auth/email-change?token=: posts the token once on arrival (as the verification page does). */
export function ConfirmEmailChange({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmEmailChange();
  const linkError = useLinkError();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Single-use token: StrictMode's second effect run must not post it again.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = (
    <Link to={signedIn ? '/app/settings' : '/auth/login'} className={buttonClasses({ fullWidth: true })}>
      {signedIn ? t('links.toSettings') : t('links.signIn')}
    </Link>
  );
  if (!token || confirm.isError)
    return (
      <div className="flex flex-col gap-4">
        <Heading title={t('links.confirmTitle')} />
        <Alert>{token ? linkError(confirm.error) : t('links.invalid')}</Alert>
        {next}
      </div>
    );
  if (confirm.isSuccess)
    return (
      <div className="flex flex-col gap-4">
        <Heading title={t('links.confirmedTitle')} />
        <Alert tone="success">{t('links.confirmed', { address: confirm.data.email })}</Alert>
        {next}
      </div>
    );
  return (
    <div className="flex flex-col gap-4" role="status">
      <Heading title={t('links.confirmTitle')} />
      <p className="flex items-center gap-3 text-muted">
        <Spinner className="size-5 text-primary" />
        {t('links.confirming')}
      </p>
    </div>
  );
}

/**
 * /auth/email-change/undo?token=: asks before acting. After the change, undoing signs the account
 * out everywhere; a mail scanner that opens links must not be able to do that.
 */
export function UndoEmailChange({ token }: { token: string | null }) {
  const { t } = useTranslation('settings');
  const undo = useUndoEmailChange();
  const linkError = useLinkError();
  if (undo.isSuccess)
    return (
      <div className="flex flex-col gap-4">
        <Heading title={t('links.undoneTitle')} />
        <Alert tone="success">{undo.data.outcome === 'cancelled' ? t('links.cancelled') : t('links.reverted')}</Alert>
        {undo.data.outcome === 'reverted' ? (
          <Link to="/auth/forgot-password" className={buttonClasses({ fullWidth: true })}>
            {t('links.newPassword')}
          </Link>
        ) : (
          <Link to="/auth/login" className={buttonClasses({ fullWidth: true })}>
            {t('links.signIn')}
          </Link>
        )}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <Heading title={t('links.undoTitle')} />
      <p className="text-muted">{t('links.undoBody')}</p>
      {(!token || undo.isError) && <Alert>{token ? linkError(undo.error) : t('links.invalid')}</Alert>}
      <Button fullWidth variant="danger" disabled={!token} busy={undo.isPending} onClick={() => token && undo.mutate(token)}>
        {undo.isPending ? t('links.undoing') : t('links.undo')}
      </Button>
    </div>
  );
}
