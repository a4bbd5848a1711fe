import type { Profile, ProfileUpdate } from '@skilllink/contracts/profile';
import { NAME_MAX, BIO_MAX, PROFILE_TEXT_MAX } from '@skilllink/contracts/constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { clearEditedError, fieldValue, focusFirstInvalid, hasErrors, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import '../i18n';

const FIELDS = ['firstName', 'lastName', 'title', 'location', 'bio', 'phone', 'website', 'linkedin', 'github'] as const;
type Field = (typeof FIELDS)[number];

/** Edit mode of the header card: every field saved together with Save Changes, or dropped with Cancel. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useUpdateProfile();
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Edit mode replaces the card: put the keyboard in its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = Object.fromEntries(FIELDS.map((f) => [f, fieldValue(data, f).trim()])) as ProfileUpdate;
    const found: FormErrors<Field> = {};
    if (!body.firstName) found.firstName = t('edit.required', { field: t('edit.firstName') });
    if (!body.lastName) found.lastName = t('edit.required', { field: t('edit.lastName') });
    // The server checks these too; checking here says it in the member's language.
    for (const name of ['website', 'linkedin', 'github'] as const) {
      const value = body[name] ?? '';
      if (value && !URL.canParse(/^https?:\/\//i.test(value) ? value : `https://${value}`))
        found[name] = t('edit.invalidUrl', { field: t(`edit.${name}`) });
    }
    if (body.phone && !/^[+\d][\d\s().-]{4,}$/.test(body.phone)) found.phone = t('edit.invalidPhone');
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    try {
      await save.mutateAsync(body);
      toast(t('edit.saved'), 'success');
      onDone();
    } catch (error) {
      const fromServer = serverFieldErrors(error, FIELDS);
      setErrors(fromServer);
      if (hasErrors(fromServer)) focusFirstInvalid(form, fromServer);
    }
  }

  const field = (name: Field, extra: { maxLength?: number; type?: string; autoComplete?: string; placeholder?: string } = {}) => ({
    name,
    label: t(`edit.${name}`),
    defaultValue: profile[name],
    error: errors[name],
    ...extra,
  });
  const showGeneral = save.isError && !hasErrors(serverFieldErrors(save.error, FIELDS));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
      {...clearEditedError(setErrors)}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
      aria-label={t('edit.button')}
    >
      {showGeneral && <Alert>{errorMessage(save.error)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName', { maxLength: NAME_MAX, autoComplete: 'given-name' })} required />
        <TextField {...field('lastName', { maxLength: NAME_MAX, autoComplete: 'family-name' })} required />
        <TextField {...field('title', { maxLength: PROFILE_TEXT_MAX, placeholder: t('edit.titlePlaceholder') })} />
        <TextField {...field('location', { maxLength: PROFILE_TEXT_MAX, autoComplete: 'address-level2' })} />
      </div>
      <TextAreaField name="bio" label={t('edit.bio')} defaultValue={profile.bio} error={errors.bio} maxLength={BIO_MAX} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('phone', { type: 'tel', autoComplete: 'tel' })} />
        <TextField {...field('website', { type: 'url', autoComplete: 'url', placeholder: 'https://' })} />
        <TextField {...field('linkedin', { type: 'url', placeholder: 'https://www.linkedin.com/in/…' })} />
        <TextField {...field('github', { type: 'url', placeholder: 'https://github.com/…' })} />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
