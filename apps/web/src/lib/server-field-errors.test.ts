import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { setLanguage } from './i18n';
import { serverFieldErrors } from './server-field-errors';

afterEach(async () => setLanguage('en'));

// What the server answers for a 300-character address: zod's English next to a code.
const tooLong = () =>
  new ApiError(
    400,
    'validation_failed',
    'email: Too big: expected string to have <=254 characters',
    {
      email: 'Too big: expected string to have <=254 characters',
      password: 'Password is required',
    },
    [{ field: 'email', code: 'too_big', origin: 'string', max: 254 }],
  );

describe('server field errors', () => {
  it('word each field’s issue code in the member’s language, never zod’s English', async () => {
    expect(serverFieldErrors(tooLong(), ['email'])).toEqual({ email: 'Must be at most 254 characters' });
    await setLanguage('fr');
    expect(serverFieldErrors(tooLong(), ['email'])).toEqual({ email: '254 caractères au maximum' });
  });

  it('word formats, required fields and lengths', async () => {
    await setLanguage('fr');
    const error = new ApiError(400, 'validation_failed', '', {}, [
      { field: 'email', code: 'invalid_format', origin: 'string', format: 'email' },
      { field: 'firstName', code: 'too_small', origin: 'string', min: 1 },
      { field: 'password', code: 'too_small', origin: 'string', min: 8 },
    ]);
    expect(serverFieldErrors(error, ['email', 'firstName', 'password'])).toEqual({
      email: 'Saisissez une adresse e-mail valide',
      firstName: 'Ce champ est obligatoire',
      password: '8 caractères au minimum',
    });
  });

  it('fall back to the server’s message for a field it sent without a code', () => {
    expect(serverFieldErrors(tooLong(), ['password'])).toEqual({ password: 'Password is required' });
  });

  it('keep a contract rule’s own English message, and say "not valid" in French', async () => {
    const error = () =>
      new ApiError(400, 'validation_failed', '', { endDate: 'End date cannot be before the start date' }, [
        { field: 'endDate', code: 'custom' },
      ]);
    expect(serverFieldErrors(error(), ['endDate'])).toEqual({ endDate: 'End date cannot be before the start date' });
    await setLanguage('fr');
    expect(serverFieldErrors(error(), ['endDate'])).toEqual({ endDate: 'Cette valeur n’est pas valide' });
  });
});
