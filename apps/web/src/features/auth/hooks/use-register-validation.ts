import type { FormErrors } from '../../../lib/form';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@skilllink/contracts/constants';
import { looksLikeEmail } from '../../../lib/email-shape';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'agreeToTerms';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** New-password rules shared by registration and password reset. */
export function usePasswordRules() {
  const { t } = useTranslation('auth');
  return {
    password(value: string): string | undefined {
      if (!value) return t('validation.passwordRequired');
      if (value.length < PASSWORD_MIN) return t('validation.passwordMin', { min: PASSWORD_MIN });
      if (value.length > PASSWORD_MAX) return t('validation.passwordMax', { max: PASSWORD_MAX });
      return undefined;
    },
    confirm(value: string, password: string): string | undefined {
      if (!value) return t('validation.confirmRequired');
      if (value !== password) return t('validation.passwordsMismatch');
      return undefined;
    },
  };
}

/**
 * Register rules (every field required, e-mail shape, password length, passwords matching, the
 * terms ticked) as inline field errors, never alert().
 */
export function useRegisterValidation() {
  const { t } = useTranslation('auth');
  const rules = usePasswordRules();
  const name = (value: string, requiredKey: 'validation.firstNameRequired' | 'validation.lastNameRequired') => {
    if (!value) return t(requiredKey);
    if (value.length > NAME_MAX) return t('validation.nameTooLong', { max: NAME_MAX });
    return undefined;
  };

  return (values: RegisterValues): FormErrors<RegisterField> => {
    const errors: FormErrors<RegisterField> = {
      firstName: name(values.firstName, 'validation.firstNameRequired'),
      lastName: name(values.lastName, 'validation.lastNameRequired'),
      email: !values.email ? t('validation.emailRequired') : looksLikeEmail(values.email) ? undefined : t('validation.emailInvalid'),
      password: rules.password(values.password),
      confirmPassword: rules.confirm(values.confirmPassword, values.password),
      agreeToTerms: values.agreeToTerms ? undefined : t('validation.termsRequired'),
    };
    return errors;
  };
}
