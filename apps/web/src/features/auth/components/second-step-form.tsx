import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { fieldValue } from '../../../lib/form';
import { useToast } from '../../../components/ui/toast';
import { usePassSecondStep } from '../api/pass-second-step';
import '../i18n';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthHeading, authLinkClass } from './auth-heading';

const SIX_DIGITS = /^\d{3} ?\d{3}$/;

/**
 * The second step of sign-in with two-step on: the code of the member's authenticator app, or
 * (`recovery`) one of their recovery codes. The server knows which sign-in this finishes from
 * its own cookie; once it answers, the session is filled and the route guard sends the member
 * on to where they were going.
 */
export function SecondStepForm({ recovery }: { recovery: boolean }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const toast = useToast();
  const pass = usePassSecondStep({
    onLinked: (p) => toast(t('oidc.linked', { provider: p === 'google' ? 'Google' : 'LinkedIn' }), 'success'),
  });
  const { errors, error, formError, formProps } = useAuthForm(pass, {
    read: (data) => {
      const code = fieldValue(data, 'code').trim();
      const problem = recovery
        ? code
          ? undefined
          : t('twoStep.recoveryRequired')
        : !code
          ? t('twoStep.codeRequired')
          : SIX_DIGITS.test(code)
            ? undefined
            : t('twoStep.codeInvalid');
      return { errors: { code: problem }, send: { code } };
    },
    serverFields: ['code'],
  });
  // The sign-in expired or had too many wrong codes: only the password starts it again.
  const over = error instanceof ApiError && error.code === 'second_step_expired';

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('twoStep.title')} subtitle={recovery ? t('twoStep.recoveryIntro') : t('twoStep.intro')} />
      <form className="flex flex-col gap-4" {...formProps}>
        {formError && (
          <Alert>
            {formError}
            {over && (
              <>
                {' '}
                <Link to="/auth/login" state={location.state} className={authLinkClass}>
                  {t('twoStep.signInAgain')}
                </Link>
              </>
            )}
          </Alert>
        )}
        {recovery ? (
          <TextField
            label={t('twoStep.recoveryLabel')}
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="xxxx-xxxx-xxxx"
            error={errors.code}
          />
        ) : (
          <TextField
            label={t('twoStep.codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={errors.code}
          />
        )}
        <Button type="submit" fullWidth busy={pass.isPending}>
          {pass.isPending ? t('twoStep.busy') : t('twoStep.submit')}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Link to={{ search: recovery ? '' : '?recovery' }} state={location.state} replace className={authLinkClass}>
          {recovery ? t('twoStep.useApp') : t('twoStep.useRecovery')}
        </Link>
        <Link to="/auth/login" state={location.state} className={`${authLinkClass} text-muted`}>
          {t('twoStep.back')}
        </Link>
      </div>
    </div>
  );
}
