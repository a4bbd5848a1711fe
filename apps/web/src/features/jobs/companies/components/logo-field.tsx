import type { Company } from '@skilllink/contracts/companies';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@skilllink/contracts/company-constants';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FileField, fileProblem, uploadProblem } from '../../../../components/ui/file-field';
import { useToast } from '../../../../components/ui/toast';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useRemoveLogo, useUploadLogo } from '../api/companies';
import '../i18n';

/** The manager's logo picker: uploaded as soon as it is chosen; the server re-encodes it. */
export function LogoField({ company }: { company: Company }) {
  const { t } = useTranslation('jobCompanies');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);

  function choose(file: File) {
    setError(null);
    const problem = fileProblem(file, { maxBytes: LOGO_MAX_BYTES, types: LOGO_TYPES });
    if (problem) return setError(t(`logo.${problem}`));
    upload.mutate(
      { companyId: company.id, file },
      {
        onSuccess: () => toast(t('logo.saved', { name: company.name }), 'success'),
        onError: (err) => {
          const refused = uploadProblem(err);
          setError(refused ? t(`logo.${refused}`) : errorMessage(err));
        },
      },
    );
  }

  const drop = () =>
    remove.mutate(company.id, {
      onSuccess: () => toast(t('logo.removed', { name: company.name }), 'success'),
      onError: (err) => toast(errorMessage(err), 'error'),
    });

  return (
    <FileField
      label={t('logo.label')}
      hint={upload.isPending ? t('logo.uploading') : t('logo.hint')}
      error={error}
      accept={LOGO_TYPES.join(',')}
      busy={upload.isPending}
      onFile={choose}
      action={
        company.logo ? (
          <Button type="button" variant="ghost" size="sm" onClick={drop} busy={remove.isPending}>
            {t('logo.remove')}
          </Button>
        ) : null
      }
    />
  );
}
