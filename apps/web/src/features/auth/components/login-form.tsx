import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/field';
import { editedField, fieldValue, focusFirstInvalid, hasErrors, withoutError, type FormErrors } from '../../../lib/form';
import { useLogin } from '../api/login';
import { useErrorMessage } from '../../../lib/use-error-message';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { ApiError } from '../../../lib/api';
import '../i18n';
import { AuthHeading, authLinkClass } from './auth-heading';
import { OAuthButtons } from './oauth-buttons';
import { SignInLinkOffer } from './sign-in-link-offer';

type Field = 'email' | 'password';

/** Where to go afterwards is the route guard's job: it reads the session this form fills. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const login = useLogin();
  const errorMessage = useErrorMessage();
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [triedEmail, setTriedEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = fieldValue(data, 'email').trim();
    const password = fieldValue(data, 'password');
    const next: FormErrors<Field> = {};
    if (!email) next.email = t('validation.emailRequired');
    if (!password) next.password = t('validation.passwordRequired');
    setErrors(next);
    if (hasErrors(next)) return focusFirstInvalid(form, next);
    setTriedEmail(email);
    login.mutate(
      { email, password, rememberMe: data.get('rememberMe') === 'on' },
      { onError: (error) => setErrors(serverFieldErrors(error, ['email', 'password'])) },
    );
  }

  // Password tries are being slowed down: say until when, and offer the e-mailed link instead.
  const throttled = login.error instanceof ApiError && login.error.status === 429 ? login.error : null;
  const formError = login.error && !throttled && !hasErrors(errors) ? errorMessage(login.error) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
        onChange={(event) => setErrors((current) => withoutError(current, editedField(event)))}
        noValidate
      >
        {formError && <Alert>{formError}</Alert>}
        {throttled && <SignInLinkOffer key={triedEmail} email={triedEmail} retryAfter={throttled.retryAfter} />}
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
        <TextField label={t('fields.password')} name="password" type="password" autoComplete="current-password" error={errors.password} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox label={t('login.rememberMe')} name="rememberMe" />
          <Link to="/auth/forgot-password" className={`${authLinkClass} inline-flex min-h-11 items-center text-sm`}>
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" fullWidth busy={login.isPending}>
          {login.isPending ? t('login.busy') : t('login.submit')}
        </Button>
      </form>
      <OAuthButtons />
      <p className="text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link to="/auth/register" state={location.state} className={authLinkClass}>
          {t('login.signUp')}
        </Link>
      </p>
    </div>
  );
}
