import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clearEditedError, type FormErrors } from './form';

function Form() {
  const [errors, setErrors] = useState<FormErrors<'name' | 'city'>>({ name: 'Enter your name', city: 'Enter your city' });
  return (
    <form {...clearEditedError(setErrors)}>
      <input aria-label="Name" name="name" />
      <select aria-label="City" name="city" defaultValue="">
        <option value="">-</option>
        <option value="accra">Accra</option>
      </select>
      <output>{Object.values(errors).join(' | ')}</output>
    </form>
  );
}

describe('clearEditedError', () => {
  it('drops only the edited field’s message: at the first keystroke, and on a change', () => {
    render(<Form />);
    expect(screen.getByRole('status')).toHaveTextContent('Enter your name | Enter your city');
    // A native input event alone, as a phone keyboard sends before the field loses focus.
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'A' } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Enter your city$/);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'accra' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
