import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useToast } from '../../../components/ui/toast';
import { TextField } from '../../../components/ui/field';
import { fieldValue } from '../../../lib/form';
import { useLogin } from '../api/login';
import { ApiError } from '../../../lib/api';
import '../i18n';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthHeading, authLinkClass } from './auth-heading';
import { OAuthButtons } from './oauth-buttons';
import { OidcNotice } from './oidc-notice';
import { SignInLinkOffer } from './sign-in-link-offer';

/** Where to go afterwards is the route guard's job: it reads the session this form fills. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const toast = useToast();
  // This password also linked the provider the member came back from (ADR 064): tell them.
  const login = useLogin({ onLinked: (p) => toast(t('oidc.linked', { provider: p === 'google' ? 'Google' : 'LinkedIn' }), 'success') });
  const { errors, error, values, formError, formProps } = useAuthForm(login, {
    read: (data) => {
      const email = fieldValue(data, 'email').trim();
      const password = fieldValue(data, 'password');
      return {
        errors: {
          email: email ? undefined : t('validation.emailRequired'),
          password: password ? undefined : t('validation.passwordRequired'),
        },
        send: { email, password, rememberMe: data.get('rememberMe') === 'on' },
      };
    },
    serverFields: ['email', 'password'],
  });

  // Password tries are being slowed down: say until when, and offer the e-mailed link instead.
  const throttled = error instanceof ApiError && error.status === 429 ? error : null;
  // The address of the last try, for the link the offer sends.
  const triedEmail = login.variables?.email ?? values.email ?? '';

  // Two-step sign-in is on: its own page asks for the code, keeping where the visitor was going.
  if (login.data && 'secondStep' in login.data) return <Navigate to="/auth/two-step" state={location.state} />;

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <OidcNotice />
      {/* Posts to the server itself while the app's script is still on its way (slow networks). */}
      <form method="post" action="/auth/login" className="flex flex-col gap-4" {...formProps}>
        {formError && !throttled && <Alert>{formError}</Alert>}
        {throttled && <SignInLinkOffer key={triedEmail} email={triedEmail} retryAfter={throttled.retryAfter} />}
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email}
          error={errors.email}
        />
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
