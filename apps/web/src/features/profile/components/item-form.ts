import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import type { FormErrors } from '../../../lib/form';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { useSaveItem, type ItemKind } from '../api/profile-items';

/**
 * What the three item dialogs share: save through the API, then a success toast and close;
 * on failure keep the dialog open with the server's field messages or one general message.
 */
export function useItemForm<K extends ItemKind>(kind: K, onSaved: () => void) {
  const save = useSaveItem(kind);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('profile');
  const [errors, setErrors] = useState<FormErrors<string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  async function submit(body: Parameters<typeof save.mutateAsync>[0]['body'], id: string | undefined, successText: string) {
    setGeneral(null);
    try {
      await save.mutateAsync({ body, id });
      toast(successText, 'success');
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      // The one refusal a member meets often is said in their language.
      if (error instanceof ApiError && error.code === 'skill_exists') setGeneral(t('modal.skillExists'));
      else if (Object.keys(fields).length === 0) setGeneral(errorMessage(error));
    }
  }

  return { submit, errors, setErrors, general, busy: save.isPending };
}

/** What saving an item of this kind sends (the contract's input for it). */
export type ItemInput<K extends ItemKind> = Parameters<ReturnType<typeof useItemForm<K>>['submit']>[0];
