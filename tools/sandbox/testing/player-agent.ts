import type { FastifyInstance, InjectOptions } from 'fastify';

export interface AgentResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

let agents = 0;
/** A distinct client address per agent (10.0.0.0/8), as distinct visitors have. */
function nextRemoteAddress(): string {
  agents += 1;
  return `10.${(agents >> 16) & 255}.${(agents >> 8) & 255}.${agents & 255}`;
}

/**
 * A browser-like client of the sandbox for tests: keeps the cookies the server sets and sends
 * them back, on one host (the brand's), from an address of its own (limits per client address
 * apply to each agent apart, as to real visitors).
 */
export class PlayerAgent {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'nova.localhost',
    readonly remoteAddress = nextRemoteAddress(),
  ) {}

  async request<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<AgentResponse<T>> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { host: this.host, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    let body: unknown;
    try {
      body = response.body === '' ? null : JSON.parse(response.body);
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body: body as T, text: response.body, headers: response.headers };
  }

  get = <T = unknown>(url: string, headers?: Record<string, string>) =>
    this.request<T>('GET', url, undefined, headers);
  post = <T = unknown>(url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', url, payload ?? {}, headers);
  put = <T = unknown>(url: string, payload?: unknown) => this.request<T>('PUT', url, payload);
  patch = <T = unknown>(url: string, payload?: unknown) => this.request<T>('PATCH', url, payload);
  delete = <T = unknown>(url: string) => this.request<T>('DELETE', url);

  /**
   * Registers a new player, follows the confirmation link of their mail (registration does not sign
   * in) and leaves the agent signed in as them: what every test that needs a fresh player starts
   * with. Resolves with the registration that was sent and the confirmed player.
   */
  async signUp(overrides: Record<string, unknown> = {}) {
    const { user } = registration(overrides);
    const response = await this.post('/api/users', { user });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
    const link = (await mailsTo(this.app, user.email))
      .flatMap((mail) => mail.links)
      .find((candidate) => candidate.url.includes('confirmation_token='));
    if (!link) {
      throw new Error(`sign-up of ${user.email}: no confirmation link (is ${this.host} a brand host?)`);
    }
    const token = new URL(link.url).searchParams.get('confirmation_token') ?? '';
    const confirmed = await this.get<SignedUpPlayer>(
      `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
    );
    if (confirmed.status !== 200)
      throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
    return { user, player: confirmed.body };
  }

  /** The Cookie header the agent sends (to replay its session from elsewhere). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasSession(): boolean {
    return this.cookies.has('croupier_session');
  }
}

/** The parts of the Player answer that tests of a fresh player read. */
export interface SignedUpPlayer {
  id: number;
  email: string;
  confirmed_at: string | null;
  [field: string]: unknown;
}

let counter = 0;
/** A fresh, valid registration body (unique e-mail per call). */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    user: {
      email: `player${counter}.${Date.now()}@example.com`,
      password: 'Secret#123',
      password_confirmation: 'Secret#123',
      currency: 'EUR',
      terms_acceptance: true,
      ...overrides,
    },
  };
}

/** The mails the sandbox "sent" to an address, newest first. */
export async function mailsTo(app: FastifyInstance, to: string) {
  const response = await app.inject({ url: '/sandbox/outbox.json' });
  const mails = JSON.parse(response.body) as {
    to: string;
    subject: string;
    body: string;
    links: { url: string }[];
  }[];
  return mails.filter((mail) => mail.to === to);
}

/** Profile fields the card cashbox needs (SPEC §5: personal info before a fiat cashbox). */
export const COMPLETE_PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  gender: 'f',
  city: 'Toronto',
  address: '1 King St',
  postal_code: 'M5H 2N2',
  mobile_phone: '+1 416 555 0100',
} as const;

/** A Luhn-valid test card. */
export const TEST_CARD = { card_number: '4242424242424242', expiry: '12/39', cvv: '123' } as const;
