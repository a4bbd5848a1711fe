/**
 * Native forms with a few helpers instead of a form library: the auth pages are the entry
 * points with the tightest download budget, and their forms are small.
 */

/** Field name → message in the member's language. An empty object means valid. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: FormErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first invalid field in page order, so its error is read out. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FormErrors<string>): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** Reads a text field (trimming is the caller's decision: passwords are never trimmed). */
export function fieldValue(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Drops the error of the field being edited, so stale messages do not linger. */
export function withoutError<Field extends string>(errors: FormErrors<Field>, name: string): FormErrors<Field> {
  if (!(name in errors)) return errors;
  const next = { ...errors };
  delete next[name as Field];
  return next;
}

/** Name of the field a form-level change event came from. */
export function editedField(event: { nativeEvent: Event }): string {
  const target = event.nativeEvent.target;
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
    ? target.name
    : '';
}

/**
 * A form's handlers that drop the error of the field being edited: on each keystroke (input)
 * as well as on change (selects, checkboxes, files). A message that vanished only when the
 * field lost focus, which a tap on Send does, moved the button from under the finger.
 */
export function clearEditedError<Field extends string>(
  setErrors: (update: (current: FormErrors<Field>) => FormErrors<Field>) => void,
): { onInput: (event: { nativeEvent: Event }) => void; onChange: (event: { nativeEvent: Event }) => void } {
  const clear = (event: { nativeEvent: Event }) => setErrors((current) => withoutError(current, editedField(event)));
  return { onInput: clear, onChange: clear };
}
