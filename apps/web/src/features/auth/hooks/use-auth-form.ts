import type { UseMutationResult } from '@tanstack/react-query';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { clearEditedError, focusFirstInvalid, hasErrors, type FormErrors } from '../../../lib/form';
import { answerError, useServerAnswer } from '../../../lib/server-answer';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { takeOverServerPage } from '../../../lib/server-page';
import { useErrorMessage } from '../../../lib/use-error-message';

interface AuthFormOptions<Field extends string, Vars> {
  /**
   * Reads the submitted fields: the errors found here (the form's own messages, shown without a
   * round trip) and the request to send when there are none.
   */
  read: (data: FormData) => { errors: FormErrors<Field>; send: Vars };
  /** The sent fields the server may refuse one by one; its messages go next to them. */
  serverFields: readonly NoInfer<Field>[];
  /** The form's words for a contract's own rule the server found broken (lib/server-field-errors.ts). */
  ruleMessages?: Partial<Record<NoInfer<Field>, string>>;
}

/**
 * What every sign-in page form does, on the native-form helpers of lib/form.ts: check before
 * sending and focus the first invalid field, put the server's field messages next to their
 * fields (focusing the first), drop a field's message once it is edited, and say in one
 * sentence a failure no field explains. Pages tell done or refused apart from the mutation
 * itself (`isSuccess`, `error`, `variables`), so nothing here is page-specific.
 *
 * The same form may have been rendered by the server and posted without JavaScript (login,
 * register): its answer starts as the mutation's would have ended (`error`, `accepted`,
 * `values` to show again), and the server's copy of the page is replaced by this one once it
 * is on screen.
 *
 * Spread `formProps` on the <form>, show `formError` in an Alert and `errors` on the fields.
 */
export function useAuthForm<Field extends string, Vars, Data>(
  mutation: UseMutationResult<Data, Error, Vars>,
  { read, serverFields, ruleMessages }: AuthFormOptions<Field, Vars>,
) {
  const errorMessage = useErrorMessage();
  const answer = useServerAnswer();
  const [answered] = useState(() => answerError(answer));
  const [errors, setErrors] = useState<FormErrors<Field>>(() => (answered ? serverFieldErrors(answered, serverFields, ruleMessages) : {}));
  // Until this form is used, the server's answer stands in for the mutation's.
  const error = mutation.isIdle ? answered : mutation.error;
  useLayoutEffect(takeOverServerPage, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { errors: found, send } = read(new FormData(form));
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    mutation.mutate(send, {
      onError: (error) => {
        const fromServer = serverFieldErrors(error, serverFields, ruleMessages);
        setErrors(fromServer);
        focusFirstInvalid(form, fromServer);
      },
    });
  }

  return {
    errors,
    error,
    /** The server accepted the form it rendered (posted before the script arrived). */
    accepted: mutation.isIdle && answer !== null && answer.status < 400,
    /** What the member had typed in the form the server rendered. */
    values: answer?.fields ?? {},
    formError: error && !hasErrors(errors) ? errorMessage(error) : undefined,
    formProps: {
      onSubmit,
      ...clearEditedError(setErrors),
      noValidate: true,
    },
  };
}
