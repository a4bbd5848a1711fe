import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../test/fetch-stub';
import { api, ApiError } from './api';

describe('api client', () => {
  it('sends JSON with the CSRF cookie echoed on state-changing requests only', async () => {
    document.cookie = 'sl_csrf=token-123; path=/';
    const { calls } = stubApi({ 'POST /api/v1/things': () => json(201, { ok: true }), 'GET /api/v1/things': () => json(200, []) });

    await expect(api('/api/v1/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    await api('/api/v1/things');

    expect(calls[0]?.headers['x-csrf-token']).toBe('token-123');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[1]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('echoes the __Host- CSRF cookie the server sets over https', async () => {
    const read = vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=dark; __Host-sl_csrf=host-456');
    const { calls } = stubApi({ 'POST /api/v1/things': () => json(201, { ok: true }) });
    await api('/api/v1/things', { method: 'POST', body: {} });
    expect(calls[0]?.headers['x-csrf-token']).toBe('host-456');
    read.mockRestore();
  });

  it('throws ApiError with status, code, message and fields from the error shape', async () => {
    stubApi({ 'POST /api/v1/x': () => apiError(400, 'validation_failed', 'email: Invalid email', { email: 'Invalid email' }) });
    const error = await api('/api/v1/x', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'email: Invalid email',
      fields: { email: 'Invalid email' },
    });
  });

  it('answers undefined for 204 and a generic ApiError for non-JSON failures', async () => {
    stubApi({
      'POST /api/v1/auth/logout': () => json(204),
      'GET /api/v1/broken': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(api('/api/v1/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    await expect(api('/api/v1/broken')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('turns a network failure into network_error', async () => {
    stubApi({ 'GET /api/v1/session': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api('/api/v1/session')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
