import type { Company } from '@skilllink/contracts/companies';
import { COMPANY_LOCATION_MAX, COMPANY_WEBSITE_MAX, isHttpsUrl } from '@skilllink/contracts/company-constants';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { clearEditedError, fieldValue, focusFirstInvalid, hasErrors, type FormErrors } from '../../../../lib/form';
import { serverFieldErrors } from '../../../../lib/server-field-errors';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useUpdateDetails } from '../api/companies';
import '../i18n';

type Field = 'location' | 'website';
const FIELDS: readonly Field[] = ['location', 'website'];

/** The manager's form for the company's location and website (the name stays what jobs were posted under). */
export function DetailsForm({ company }: { company: Company }) {
  const { t } = useTranslation('jobCompanies');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useUpdateDetails();
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  function check(location: string, website: string): FormErrors<Field> {
    const found: FormErrors<Field> = {};
    if (location.length > COMPANY_LOCATION_MAX) found.location = t('details.tooLong', { max: COMPANY_LOCATION_MAX });
    if (website.length > COMPANY_WEBSITE_MAX) found.website = t('details.tooLong', { max: COMPANY_WEBSITE_MAX });
    else if (website !== '' && !isHttpsUrl(website)) found.website = t('details.websiteInvalid');
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const location = fieldValue(data, 'location').trim();
    const website = fieldValue(data, 'website').trim();
    const found = check(location, website);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    save.mutate(
      { companyId: company.id, location, website },
      {
        onSuccess: () => toast(t('details.saved', { name: company.name }), 'success'),
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELDS, { website: t('details.websiteInvalid') });
          if (hasErrors(fields)) {
            setErrors(fields);
            focusFirstInvalid(form, fields);
          } else toast(errorMessage(error), 'error');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} {...clearEditedError(setErrors)} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h4 id={`${id}-title`} className="text-sm font-semibold text-fg">
        {t('details.title')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="location"
          label={t('details.location')}
          hint={t('details.locationHint')}
          defaultValue={company.location}
          maxLength={COMPANY_LOCATION_MAX}
          autoComplete="off"
          error={errors.location}
        />
        <TextField
          name="website"
          type="url"
          inputMode="url"
          label={t('details.website')}
          hint={t('details.websiteHint')}
          placeholder="https://"
          defaultValue={company.website}
          maxLength={COMPANY_WEBSITE_MAX}
          autoComplete="url"
          error={errors.website}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" size="sm" busy={save.isPending}>
          {save.isPending ? t('details.saving') : t('details.save')}
        </Button>
      </div>
    </form>
  );
}
