import { PASSWORD_MAX } from '@skilllink/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

interface PasswordPromptProps {
  label: string;
  submit: string;
  busy: boolean;
  error: unknown;
  danger?: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** "Enter your password to continue": the re-entry sensitive changes ask for, inline. */
export function PasswordPrompt({ label, submit, busy, error, danger, onSubmit, onCancel }: PasswordPromptProps) {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const [missing, setMissing] = useState(false);
  const fieldError = missing ? t('email.passwordRequired') : serverFieldErrors(error, ['password'] as const).password;
  const general = error && !fieldError ? errorMessage(error) : null;

  function handle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    if (typeof password !== 'string' || !password) return setMissing(true);
    setMissing(false);
    onSubmit(password);
  }

  return (
    <form noValidate onSubmit={handle} className="flex max-w-md flex-col gap-4" aria-label={label}>
      {general && <Alert>{general}</Alert>}
      <TextField
        name="password"
        type="password"
        label={t('email.password')}
        hint={t('email.passwordHint')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        error={fieldError}
        autoFocus
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
          {submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
