import { PASSWORD_MAX, PASSWORD_MIN } from '@skilllink/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { clearEditedError, fieldValue, focusFirstInvalid, hasErrors, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useChangePassword } from '../api/account';
import '../i18n';
import { SettingsCard } from './settings-card';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** Current password, new one twice; every other session ends when it is saved. */
export function PasswordCard() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = fieldValue(data, 'currentPassword');
    const newPassword = fieldValue(data, 'newPassword');
    const confirmPassword = fieldValue(data, 'confirmPassword');
    const found: FormErrors<Field> = {};
    if (!currentPassword) found.currentPassword = t('password.currentRequired');
    if (newPassword.length < PASSWORD_MIN) found.newPassword = t('password.tooShort', { min: PASSWORD_MIN });
    else if (newPassword === currentPassword) found.newPassword = t('password.same');
    if (confirmPassword !== newPassword) found.confirmPassword = t('password.mismatch');
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast(t('password.changed'), 'success');
    } catch (error) {
      const fromServer = serverFieldErrors(error, FIELDS);
      setErrors(fromServer);
      if (hasErrors(fromServer)) focusFirstInvalid(form, fromServer);
    }
  }

  const showGeneral = change.isError && !hasErrors(serverFieldErrors(change.error, FIELDS));
  return (
    <SettingsCard title={t('password.title')} description={t('password.description')}>
      <form
        noValidate
        onSubmit={onSubmit}
        {...clearEditedError(setErrors)}
        className="flex max-w-md flex-col gap-4"
        aria-label={t('password.title')}
      >
        {showGeneral && <Alert>{errorMessage(change.error)}</Alert>}
        <TextField
          name="currentPassword"
          type="password"
          label={t('password.current')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.currentPassword}
        />
        <TextField
          name="newPassword"
          type="password"
          label={t('password.new')}
          hint={t('password.hint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.newPassword}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t('password.confirm')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword}
        />
        <div>
          <Button type="submit" busy={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
