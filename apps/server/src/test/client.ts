import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser-like client over app.inject: keeps cookies between calls and echoes the CSRF
 * cookie in the header on state-changing requests, as the web app does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && this.csrfToken() === undefined) await this.request('GET', '/api/health');
    const csrf = method === 'GET' ? {} : { 'x-csrf-token': this.csrfToken() ?? '' };
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader(), ...csrf, ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const res = await this.app.inject(options);
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  patch = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);

  /** The CSRF cookie, named `__Host-sl_csrf` when the app is served over https. */
  private csrfToken(): string | undefined {
    return this.cookies.get('__Host-sl_csrf') ?? this.cookies.get('sl_csrf');
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
