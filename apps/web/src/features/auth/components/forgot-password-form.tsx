import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { fieldValue } from '../../../lib/form';
import { useConfig } from '../api/get-config';
import { useForgotPassword } from '../api/forgot-password';
import '../i18n';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthHeading } from './auth-heading';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline';

/**
 * The confirmation is the same whether or not the address has an account, so the page
 * cannot be used to find out who is a member. Only rate limits and network trouble differ.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const { data: config } = useConfig();
  const { errors, formError, formProps } = useAuthForm(forgot, {
    read: (data) => {
      const email = fieldValue(data, 'email').trim();
      return { errors: { email: email ? undefined : t('validation.emailRequired') }, send: { email } };
    },
    // No field messages: a malformed address gets the same neutral answer, so the page reveals nothing either way.
    serverFields: [],
  });
  const neutral = forgot.isSuccess || (forgot.error instanceof ApiError && forgot.error.status === 400);
  const sentTo = neutral ? forgot.variables?.email : undefined;

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

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.intro')} />
      <form className="flex flex-col gap-4" {...formProps}>
        {formError && <Alert>{formError}</Alert>}
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
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
