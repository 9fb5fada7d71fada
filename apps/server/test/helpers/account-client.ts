/**
 * A signed-in (or not yet) HTTP client for tests: keeps the session cookie like a browser and
 * sends the CSRF token and the server's Origin with every state-changing request.
 */
export class AccountClient {
  cookie: string | null = null;
  csrfToken: string | null = null;
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** Any request; JSON body; answers status, parsed JSON (or null) and headers. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; origin?: string | null } = {},
    // Tests read whatever the answer holds; the routes' schemas are tested on their own.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; json: any; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && options.csrf !== false && this.csrfToken)
      headers['x-csrf-token'] = this.csrfToken;
    const origin = options.origin === undefined ? this.baseUrl : options.origin;
    if (unsafe && origin !== null) headers.origin = origin;
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair = ''] = setCookie.split(';');
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    if (json && typeof json === 'object' && typeof json.csrfToken === 'string')
      this.csrfToken = json.csrfToken;
    return { status: res.status, json, headers: res.headers };
  }

  /** Registers and signs in; throws unless it worked. */
  async signUp(username: string, password = 'correct horse battery', displayName?: string) {
    const res = await this.request('POST', '/api/auth/signup', {
      username,
      password,
      ...(displayName ? { displayName } : {}),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.json)}`);
    return res.json;
  }

  async signIn(username: string, password = 'correct horse battery') {
    return this.request('POST', '/api/auth/signin', { username, password });
  }
}
