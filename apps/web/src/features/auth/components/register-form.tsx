import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/field';
import { fieldValue } from '../../../lib/form';
import { PASSWORD_MIN } from '@skilllink/contracts/constants';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { renderTagged } from '../../../lib/tagged';
import { useRegister } from '../api/register';
import { useConfig } from '../api/get-config';
import '../i18n';
import { AuthHeading, authLinkClass } from './auth-heading';
import { OAuthButtons } from './oauth-buttons';
import { useAuthForm } from '../hooks/use-auth-form';
import { useRegisterValidation } from '../hooks/use-register-validation';
import { nextFromState, rememberNext } from '../next-path';

const SENT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
/** The server checks these two as well when the form was posted before the script arrived. */
const ANSWERED_FIELDS = [...SENT_FIELDS, 'confirmPassword', 'agreeToTerms'] as const;

/** The referral code of the link the visitor came through (`/register?ref=CODE`, issue 27), if any. */
export function referralCodeOf(search: URLSearchParams): string | null {
  return search.get('ref')?.trim() || null;
}

/** `notice`: a line above the form (app/ puts who invited the visitor there). */
export function RegisterForm({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  // A project invitation by e-mail links here with its address (?email=): the one that will match it.
  const [search] = useSearchParams();
  const ref = referralCodeOf(search);
  const registration = useRegister();
  const validate = useRegisterValidation();
  const { data: config } = useConfig();
  const { errors, accepted, values, formError, formProps } = useAuthForm(registration, {
    read: (data) => {
      const values = {
        firstName: fieldValue(data, 'firstName').trim(),
        lastName: fieldValue(data, 'lastName').trim(),
        email: fieldValue(data, 'email').trim(),
        password: fieldValue(data, 'password'),
        confirmPassword: fieldValue(data, 'confirmPassword'),
        agreeToTerms: data.get('agreeToTerms') === 'on',
      };
      // Only the four account fields leave the browser; confirm and terms are checked here.
      const { firstName, lastName, email, password } = values;
      // The referral code goes along when the visitor came through a member's link.
      return { errors: validate(values), send: { firstName, lastName, email, password, ...(ref ? { ref } : {}) } };
    },
    serverFields: ANSWERED_FIELDS,
    // The server's checks of the two (a form posted before the script arrived), in the form's words.
    ruleMessages: { confirmPassword: t('validation.passwordsMismatch'), agreeToTerms: t('validation.termsRequired') },
  });
  const sentTo = registration.isSuccess ? registration.variables.email : accepted ? (values.email ?? '') : null;
  // The e-mailed link opens in another tab: keep the page they came for (an "Enroll" link's course).
  useEffect(() => {
    const next = nextFromState(location.state);
    if (sentTo !== null && next) rememberNext(next);
  }, [sentTo, location.state]);

  // Opens in a new tab so what the visitor typed here is not lost.
  const policyLink = (to: string) => (text: string) => (
    <Link to={to} target="_blank" rel="noopener" className={`${authLinkClass} underline`}>
      {text}
    </Link>
  );

  // The same answer whether or not the address already had an account: the page reveals nothing.
  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('register.sentTitle')} />
        <Alert tone="success">{t('register.sent', { email: sentTo })}</Alert>
        {config?.devMailbox && (
          <a href="/dev/mailbox" className={`${authLinkClass} inline-flex min-h-11 items-center`}>
            {t('forgot.devMailbox')}
          </a>
        )}
        <Link to="/auth/login" state={location.state} className={`${authLinkClass} inline-flex min-h-11 items-center`}>
          {t('register.toSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      {notice}
      {/* Posts to the server itself while the app's script is still on its way (slow networks). */}
      <form method="post" action="/auth/register" className="flex flex-col gap-4" {...formProps}>
        {formError && <Alert>{formError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <TextField
            label={t('fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email ?? search.get('email') ?? undefined}
          error={errors.email}
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          error={errors.password}
        />
        <TextField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <Checkbox
          name="agreeToTerms"
          label={renderTagged(t('register.agree'), { terms: policyLink('/terms'), privacy: policyLink('/privacy') })}
          error={errors.agreeToTerms}
        />
        <Button type="submit" fullWidth busy={registration.isPending}>
          {registration.isPending ? t('register.busy') : t('register.submit')}
        </Button>
      </form>
      <OAuthButtons />
      <p className="text-center text-sm text-muted">
        {t('register.haveAccount')}{' '}
        <Link to="/auth/login" state={location.state} className={authLinkClass}>
          {t('register.signIn')}
        </Link>
      </p>
    </div>
  );
}
