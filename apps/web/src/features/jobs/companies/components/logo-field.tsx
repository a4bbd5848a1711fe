import type { Company } from '@skilllink/contracts/companies';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@skilllink/contracts/company-constants';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useRemoveLogo, useUploadLogo } from '../api/companies';
import '../i18n';

/**
 * The manager's logo picker: uploaded as soon as it is chosen. Size and type are checked here
 * for a fast answer; the server checks the content itself and re-encodes it.
 */
export function LogoField({ company }: { company: Company }) {
  const { t } = useTranslation('jobCompanies');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > LOGO_MAX_BYTES) return setError(t('logo.tooLarge'));
    if (file.type && !(LOGO_TYPES as readonly string[]).includes(file.type)) return setError(t('logo.wrongType'));
    upload.mutate(
      { companyId: company.id, file },
      {
        onSuccess: () => toast(t('logo.saved', { name: company.name }), 'success'),
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status === 413
              ? t('logo.tooLarge')
              : err instanceof ApiError && err.status === 415
                ? t('logo.wrongType')
                : errorMessage(err),
          ),
      },
    );
  }

  const drop = () =>
    remove.mutate(company.id, {
      onSuccess: () => toast(t('logo.removed', { name: company.name }), 'success'),
      onError: (err) => toast(errorMessage(err), 'error'),
    });

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('logo.label')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={upload.isPending}
          onChange={choose}
          className="max-w-full min-w-0 text-sm text-fg file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border-strong file:bg-surface file:px-3 file:text-sm file:font-medium file:text-fg"
        />
        {company.logo && (
          <Button type="button" variant="ghost" size="sm" onClick={drop} busy={remove.isPending}>
            {t('logo.remove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {upload.isPending ? t('logo.uploading') : t('logo.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
