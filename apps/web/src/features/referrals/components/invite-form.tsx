import { REFERRAL_NAME_MAX, REFERRAL_NOTE_MAX } from '@skilllink/contracts/referral-constants';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { looksLikeEmail } from '../../../lib/email-shape';
import { focusFirstInvalid, hasErrors, withoutError, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useSendInvitation } from '../api/send-invitation';
import '../i18n';
import { NoteField } from './note-field';

type Field = 'name' | 'email' | 'note';
const FIELDS: readonly Field[] = ['name', 'email', 'note'];
/** Refusals about the address itself: said next to the Email field. */
const EMAIL_CODES = new Set(['referral_duplicate', 'referral_self']);
const EMPTY = { name: '', email: '', note: '' };

/** "Send Direct Invitation": name, e-mail and an optional note; the day's invitations left. */
export function InviteForm({ invitesLeft }: { invitesLeft: number }) {
  const { t } = useTranslation('referrals');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const send = useSendInvitation();
  const leftId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const none = invitesLeft <= 0;

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const validate = (name: string, email: string, note: string): FormErrors<Field> => {
    const found: FormErrors<Field> = {};
    if (!name) found.name = t('invite.nameRequired');
    else if (name.length > REFERRAL_NAME_MAX) found.name = t('invite.nameTooLong', { max: REFERRAL_NAME_MAX });
    if (!email) found.email = t('invite.emailRequired');
    else if (!looksLikeEmail(email)) found.email = t('invite.emailInvalid');
    if (note.length > REFERRAL_NOTE_MAX) found.note = t('invite.noteTooLong', { max: REFERRAL_NOTE_MAX });
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = values.name.trim();
    const email = values.email.trim();
    const note = values.note.trim();
    const found = validate(name, email, note);
    setFormError(null);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(form, found);
      return;
    }
    send.mutate(
      { name, email, ...(note ? { note } : {}) },
      {
        onSuccess: ({ referral }) => {
          setValues(EMPTY);
          toast(t('invite.sent', { name: referral.name || name }), 'success');
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELDS);
          if (error instanceof ApiError && EMAIL_CODES.has(error.code)) fields.email = errorMessage(error);
          if (hasErrors(fields)) {
            setErrors(fields);
            focusFirstInvalid(form, fields);
          } else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="invite-title" className="text-lg font-semibold text-fg">
          {t('invite.title')}
        </h2>
        <p className="text-sm text-muted">{t('invite.body')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby={leftId}>
        {formError && <Alert>{formError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('invite.name')}
            name="name"
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onChange={(event) => edit('name', event.target.value)}
          />
          <TextField
            label={t('invite.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.email}
            error={errors.email}
            onChange={(event) => edit('email', event.target.value)}
          />
        </div>
        <NoteField value={values.note} error={errors.note} onChange={(value) => edit('note', value)} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={send.isPending} disabled={none}>
            <Send className="size-4" aria-hidden="true" />
            {send.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
          <p id={leftId} className={none ? 'text-sm font-medium text-fg' : 'text-sm text-muted tabular-nums'}>
            {none ? t('invite.noneLeft') : t('invite.left', { count: invitesLeft })}
          </p>
        </div>
      </form>
    </section>
  );
}
