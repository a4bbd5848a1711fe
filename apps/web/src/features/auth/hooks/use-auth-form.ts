import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { editedField, focusFirstInvalid, hasErrors, withoutError, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';

interface AuthFormOptions<Field extends string, Vars> {
  /**
   * Reads the submitted fields: the errors found here (the form's own messages, shown without a
   * round trip) and the request to send when there are none.
   */
  read: (data: FormData) => { errors: FormErrors<Field>; send: Vars };
  /** The sent fields the server may refuse one by one; its messages go next to them. */
  serverFields: readonly NoInfer<Field>[];
}

/**
 * What every sign-in page form does, on the native-form helpers of lib/form.ts: check before
 * sending and focus the first invalid field, put the server's field messages next to their
 * fields (focusing the first), drop a field's message once it is edited, and say in one
 * sentence a failure no field explains. Pages tell done or refused apart from the mutation
 * itself (`isSuccess`, `error`, `variables`), so nothing here is page-specific.
 *
 * Spread `formProps` on the <form>, show `formError` in an Alert and `errors` on the fields.
 */
export function useAuthForm<Field extends string, Vars, Data>(
  mutation: UseMutationResult<Data, Error, Vars>,
  { read, serverFields }: AuthFormOptions<Field, Vars>,
) {
  const errorMessage = useErrorMessage();
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { errors: found, send } = read(new FormData(form));
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    mutation.mutate(send, {
      onError: (error) => {
        const fromServer = serverFieldErrors(error, serverFields);
        setErrors(fromServer);
        focusFirstInvalid(form, fromServer);
      },
    });
  }

  return {
    errors,
    formError: mutation.error && !hasErrors(errors) ? errorMessage(mutation.error) : undefined,
    formProps: {
      onSubmit,
      onChange: (event: FormEvent<HTMLFormElement>) => setErrors((current) => withoutError(current, editedField(event))),
      noValidate: true,
    },
  };
}
