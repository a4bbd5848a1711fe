import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { fieldValue, focusFirstInvalid } from '../../../lib/form';
import { useConfig } from '../api/get-config';
import { useForgotPassword } from '../api/forgot-password';
import { useErrorMessage } from '../../../lib/use-error-message';
import '../i18n';
import { AuthHeading } from './auth-heading';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';

/**
 * The confirmation is the same whether or not the address has an account, so the page
 * cannot be used to find out who is a member. Only rate limits and network trouble differ.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const errorMessage = useErrorMessage();
  const { data: config } = useConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = fieldValue(new FormData(form), 'email').trim();
    if (!email) {
      setEmailError(t('validation.emailRequired'));
      focusFirstInvalid(form, { email: 'required' });
      return;
    }
    setEmailError(undefined);
    forgot.mutate(
      { email },
      {
        onSuccess: () => setSentTo(email),
        // A malformed address gets the same neutral answer: the page reveals nothing either way.
        onError: (error) => error instanceof ApiError && error.status === 400 && setSentTo(email),
      },
    );
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('forgot.sentTitle')} />
        <Alert tone="success">{t('forgot.sent', { email: sentTo })}</Alert>
        {config?.devMailbox && (
          <a href="/dev/mailbox" className={linkClass}>
            {t('forgot.devMailbox')}
          </a>
        )}
        <Link to="/auth/login" className={linkClass}>
          {t('forgot.back')}
        </Link>
      </div>
    );
  }

  const formError = forgot.error && !(forgot.error instanceof ApiError && forgot.error.status === 400);

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.intro')} />
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {formError && <Alert>{errorMessage(forgot.error)}</Alert>}
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" error={emailError} />
        <Button type="submit" fullWidth busy={forgot.isPending}>
          {forgot.isPending ? t('forgot.busy') : t('forgot.submit')}
        </Button>
      </form>
      <Link to="/auth/login" className={linkClass}>
        {t('forgot.back')}
      </Link>
    </div>
  );
}
