import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { useErrorMessage } from './use-error-message';

describe('useErrorMessage', () => {
  it('shows the server’s words for a refusal and for a full disk, never for another server error', () => {
    const { result } = renderHook(() => useErrorMessage());
    const say = result.current;
    expect(say(new ApiError(404, 'not_found', 'Profile not found'))).toBe('Profile not found');
    const full = 'The server has run out of storage, so this change was not saved. Try again later';
    expect(say(new ApiError(507, 'storage_full', full))).toBe(full);
    const unknown = say(new Error('boom'));
    expect(say(new ApiError(500, 'internal_error', 'stack trace at line 3'))).toBe(unknown);
    expect(unknown).not.toContain('boom');
  });
});
