import type { Account } from '@skilllink/contracts/account';
import { PASSWORD_MAX } from '@skilllink/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { looksLikeEmail } from '../../../lib/email-shape';
import { clearEditedError, fieldValue, focusFirstInvalid, hasErrors, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelEmailChange, useRequestEmailChange } from '../api/account';
import '../i18n';
import { SettingsCard } from './settings-card';

const FIELDS = ['newEmail', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The address and a change of it: the new address must open its link before anything changes,
 * so until then the card says which address is waiting, with a way to cancel.
 */
export function EmailCard({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newEmail = fieldValue(data, 'newEmail').trim().toLowerCase();
    const password = fieldValue(data, 'password');
    const found: FormErrors<Field> = {};
    if (!looksLikeEmail(newEmail)) found.newEmail = t('email.invalid');
    else if (newEmail === account.email) found.newEmail = t('email.same');
    if (!password) found.password = t('email.passwordRequired');
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    try {
      await request.mutateAsync({ newEmail, password });
      setEditing(false);
      toast(t('email.sent', { address: newEmail }), 'success');
    } catch (error) {
      const fromServer = serverFieldErrors(error, FIELDS);
      setErrors(fromServer);
      if (hasErrors(fromServer)) focusFirstInvalid(form, fromServer);
    }
  }

  const showGeneral = request.isError && !hasErrors(serverFieldErrors(request.error, FIELDS));
  return (
    <SettingsCard title={t('email.title')} description={t('email.description')}>
      <p className="text-fg">
        <span className="font-medium break-all">{account.email}</span>
      </p>
      {account.pendingEmail && (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg">{t('email.pending', { address: account.pendingEmail })}</p>
          <Button size="sm" variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('email.cancelPending')}
          </Button>
        </div>
      )}
      {cancel.isError && <Alert>{errorMessage(cancel.error)}</Alert>}
      {editing ? (
        <form
          noValidate
          onSubmit={onSubmit}
          {...clearEditedError(setErrors)}
          className="flex max-w-md flex-col gap-4"
          aria-label={t('email.change')}
        >
          {showGeneral && <Alert>{errorMessage(request.error)}</Alert>}
          <TextField
            name="newEmail"
            type="email"
            label={t('email.new')}
            autoComplete="email"
            maxLength={254}
            error={errors.newEmail}
            autoFocus
          />
          <TextField
            name="password"
            type="password"
            label={t('email.password')}
            hint={t('email.passwordHint')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            error={errors.password}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={request.isPending}>
              {request.isPending ? t('email.sending') : t('email.send')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('email.change')}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
