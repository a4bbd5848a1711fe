import { Alert } from '../../../components/ui/alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { fieldValue } from '../../../lib/form';
import { PASSWORD_MIN } from '@skilllink/contracts/constants';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { useResetLinkCheck, useResetPassword } from '../api/reset-password';
import '../i18n';
import { AuthHeading } from './auth-heading';
import { useAuthForm } from '../hooks/use-auth-form';
import { usePasswordRules } from '../hooks/use-register-validation';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={t('reset.title')} />
      <Alert>{t('reset.invalid')}</Alert>
      <Link to="/auth/forgot-password" className={linkClass}>
        {t('reset.requestNew')}
      </Link>
    </div>
  );
}

/** The new password, sent with the link's token; the page above says how it went. */
function NewPasswordForm({ token, reset }: { token: string; reset: ReturnType<typeof useResetPassword> }) {
  const { t } = useTranslation('auth');
  const rules = usePasswordRules();
  const { errors, formError, formProps } = useAuthForm(reset, {
    read: (data) => {
      const password = fieldValue(data, 'password');
      const confirmPassword = fieldValue(data, 'confirmPassword');
      return {
        errors: { password: rules.password(password), confirmPassword: rules.confirm(confirmPassword, password) },
        send: { token, password },
      };
    },
    serverFields: ['password'],
  });

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={t('reset.title')} subtitle={t('reset.intro')} />
      <form className="flex flex-col gap-4" {...formProps}>
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label={t('fields.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          error={errors.password}
        />
        <TextField
          label={t('fields.confirmNewPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <Button type="submit" fullWidth busy={reset.isPending}>
          {reset.isPending ? t('reset.busy') : t('reset.submit')}
        </Button>
      </form>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const check = useResetLinkCheck(token);
  const isInvalid = (error: unknown) => error instanceof ApiError && error.code === 'invalid_token';

  if (!token || isInvalid(reset.error) || isInvalid(check.error)) return <InvalidLink />;
  // Only a link known to work gets the form (other check failures still let the member try).
  if (check.isPending) return <PageLoading />;

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('reset.doneTitle')} />
        <Alert tone="success">{t('reset.done')}</Alert>
        <Link to="/auth/login" replace className={buttonClasses({ fullWidth: true })}>
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }

  return <NewPasswordForm token={token} reset={reset} />;
}
