import type { RegisterRequest, User, UserResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { readStored } from '../../../lib/storage';
import { THEME_KEY } from '../../../lib/theme';
import { sessionQueryKey } from './get-session';
import { updatePreferences } from './update-preferences';

export function register(body: RegisterRequest): Promise<UserResponse> {
  return api<UserResponse>('/api/v1/auth/register', { method: 'POST', body });
}

/**
 * A new account starts with the language (and any theme explicitly chosen) the visitor used
 * while signing up; otherwise the account's defaults would switch the page back on arrival.
 * Failing to save them never fails the registration.
 */
async function registerKeepingPreferences(body: RegisterRequest): Promise<User> {
  const { user } = await register(body);
  const storedTheme = readStored(THEME_KEY);
  const theme = storedTheme === 'light' || storedTheme === 'dark' ? storedTheme : undefined;
  const language = currentLanguage();
  if (language === user.language && (theme === undefined || theme === user.theme)) return user;
  try {
    return (await updatePreferences({ language, theme })).user;
  } catch {
    return user;
  }
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerKeepingPreferences,
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
