import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { profileSecurity } from './index.ts';
import { qrPath } from './qr-code.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  nickname: 'Ada',
  currency: 'EUR',
  statuses: [],
  two_factor_enabled: false,
  current_sign_in_at: '2026-03-04T10:20:00.000Z',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

type Route = `${string} ${string}`;

/**
 * A fake platform: each `METHOD /path` answers its queued responses in turn (the last one again
 * once the queue is down to it); GET /api/player answers the player as the writes left it.
 */
function platform(routes: Partial<Record<Route, Response[]>>, player: Record<string, unknown> = PLAYER) {
  const calls: Call[] = [];
  let current = player;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://croupier.test');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      key: headers.get('Idempotency-Key'),
    });
    const queue = routes[`${method} ${url.pathname}`];
    if (queue && queue.length > 0) {
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!.clone();
      if (answer.ok && url.pathname.startsWith('/api/users')) {
        const body = (await answer.clone().json()) as Record<string, unknown>;
        if ('id' in body) current = body;
      }
      return answer;
    }
    if (method === 'GET' && url.pathname === '/api/player') return json(200, current);
    if (url.pathname === '/api/current_ip')
      return json(200, { ip: '203.0.113.7', country_code: 'CA', region_code: null, default_currency: 'CAD' });
    if (url.pathname === '/client-context') return json(200, { browser: 'firefox', isMobile: false });
    if (url.pathname === '/api/info/player_fields')
      return json(200, {
        fields: [{ field: 'password', type: 'password', length: { minimum: 6, maximum: 128 } }],
        contexts: {},
      });
    return json(404, { error: 'not_found' });
  });
  return calls;
}

function show(options: RenderOptions & { props?: Record<string, unknown>; player?: unknown } = {}) {
  return renderWidget(profileSecurity, options.props ?? profileSecurity.example, {
    route: '/profile/security',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [
      ...('player' in options ? [] : [[queryKeys.player.profile(), PLAYER] as [readonly unknown[], unknown]]),
      ...(options.queryData ?? []),
    ],
  });
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile security: the tab', () => {
  it('shows placeholders while the player loads, then the three sections', async () => {
    let release: (answer: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          if (new URL(String(input), 'http://croupier.test').pathname === '/api/player') release = resolve;
        }),
    );
    const { container } = await show({ player: undefined });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    release(json(200, PLAYER));
    expect(await screen.findByRole('heading', { level: 2, name: 'Password' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Session' })).toBeTruthy();
  });

  it('says when the settings cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (new URL(String(input), 'http://croupier.test').pathname !== '/api/player') return json(404, {});
      return fail ? json(500, { error: 'boom' }) : json(200, PLAYER);
    });
    const user = userEvent.setup();
    await show({ player: undefined });
    expect(await screen.findByText('Your security settings could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Password' })).toBeTruthy();
  });

  it('shows only the sections a layout lists, in its order', async () => {
    platform({});
    await show({ props: { sections: ['session', 'password'] } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Session',
      'Password',
    ]);
  });

  it('shows the last sign-in, the address and the browser the platform reports', async () => {
    platform({});
    await show({ props: { sections: ['session'] } });
    const facts = screen.getByRole('region', { name: 'Session' });
    expect(within(facts).getByText('04/03/2026', { exact: false })).toBeTruthy();
    expect(await within(facts).findByText('203.0.113.7 (CA)')).toBeTruthy();
    expect(await within(facts).findByText('Firefox on a computer')).toBeTruthy();
  });

  it('says an address that could not be loaded is not available', async () => {
    vi.stubGlobal('fetch', async () => json(503, { error: 'down' }));
    await show({ props: { sections: ['session'] } });
    expect(await screen.findAllByText('Not available')).toHaveLength(2);
  });
});

describe('profile security: the password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) => {
    const [current, next, again] = values;
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (again) await user.type(screen.getByLabelText('Repeat the new password'), again);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
  };

  it('checks the fields by the registration rules before sending anything', async () => {
    const calls = platform({});
    const user = userEvent.setup();
    await show({ props: { sections: ['password'] } });
    await fill(user, ['', 'pass word', 'other']);
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText(/Use only letters, digits/)).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('says the current password is wrong and keeps what was typed', async () => {
    const calls = platform({
      'PUT /api/users': [json(422, { errors: { current_password: ['is invalid'] } })],
    });
    const user = userEvent.setup();
    await show({ props: { sections: ['password'] } });
    await fill(user, ['Wrong#1', 'Newer#456', 'Newer#456']);
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong#1');
    expect(screen.getByLabelText('New password')).toHaveValue('Newer#456');
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/users',
        key: null,
        body: {
          user: { current_password: 'Wrong#1', password: 'Newer#456', password_confirmation: 'Newer#456' },
        },
      },
    ]);
  });

  it('changes the password, clears the form and says the other sessions were logged out', async () => {
    platform({ 'PUT /api/users': [json(200, PLAYER)] });
    const user = userEvent.setup();
    await show({ props: { sections: ['password'] } });
    await fill(user, ['Secret#123', 'Newer#456', 'Newer#456']);
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the wait of a rate limit and sends nothing more meanwhile', async () => {
    const calls = platform({
      'PUT /api/users': [json(429, { error: 'rate_limited', retry_after: 840 }, { 'Retry-After': '840' })],
    });
    const user = userEvent.setup();
    await show({ props: { sections: ['password'] } });
    await fill(user, ['Wrong#1', 'Newer#456', 'Newer#456']);
    expect(
      await screen.findByText('Too many attempts. Try again in 14 minutes.', { selector: '[role="timer"]' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(writes(calls)).toHaveLength(1);
  });
});

describe('profile security: two-factor sign-in', () => {
  const setupAnswer = {
    secret: SECRET,
    otpauth_uri: `otpauth://totp/Nova:ada%40example.com?secret=${SECRET}`,
  };

  async function openSetup(routes: Partial<Record<Route, Response[]>>) {
    const calls = platform({ 'POST /api/users/two_factor': [json(201, setupAnswer)], ...routes });
    const user = userEvent.setup();
    await show({ props: { sections: ['two-factor'] } });
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await screen.findByText('1. Scan this QR code with your authenticator app.');
    return { calls, user };
  }

  const sendCode = async (user: ReturnType<typeof userEvent.setup>, code: string, button: string) => {
    const field = screen.getByLabelText('Code from the app');
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: button }));
  };

  it('shows the QR code of the otpauth URI and the key in groups, for typing or copying', async () => {
    const { calls, user } = await openSetup({});
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('The key has been copied.')).toBeTruthy();
    const setup = writes(calls)[0];
    expect(setup).toMatchObject({ method: 'POST', path: '/api/users/two_factor' });
    expect(setup?.key).toBeTruthy();
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const { calls, user } = await openSetup({});
    await sendCode(user, '12345', 'Turn on');
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(1);
  });

  it('says a wrong code is wrong, keeps it, then turns two-factor on with the right one', async () => {
    const { calls, user } = await openSetup({
      'POST /api/users/two_factor/confirm': [
        json(422, { errors: { otp_attempt: ['is invalid'] } }),
        json(200, { ...PLAYER, two_factor_enabled: true }),
      ],
    });
    await sendCode(user, '111 111', 'Turn on');
    expect(await screen.findByText(/That code is not right or was already used/)).toBeTruthy();
    expect(screen.getByLabelText('Code from the app')).toHaveValue('111 111');
    await sendCode(user, '246810', 'Turn on');
    expect(await screen.findByText(/Two-factor sign-in is on\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    const confirms = writes(calls).filter((call) => call.path === '/api/users/two_factor/confirm');
    expect(confirms.map((call) => call.body)).toEqual([
      { user: { otp_attempt: '111111' } },
      { user: { otp_attempt: '246810' } },
    ]);
    expect(confirms.every((call) => call.key)).toBe(true);
    expect(confirms[0]?.key).not.toBe(confirms[1]?.key);
  });

  it('starts over when the set-up ended after too many wrong codes', async () => {
    const { user } = await openSetup({
      'POST /api/users/two_factor/confirm': [
        json(422, { error: 'two_factor_setup_ended', errors: { otp_attempt: ['Too many wrong codes'] } }),
      ],
    });
    await sendCode(user, '000000', 'Turn on');
    expect(await screen.findByText(/The set-up has ended/)).toBeTruthy();
    expect(screen.queryByText(/JBSW/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveFocus(),
    );
  });

  it('cancels the set-up and says when it could not start', async () => {
    const { user } = await openSetup({});
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/JBSW/)).toBeNull();
    vi.unstubAllGlobals();
    platform({ 'POST /api/users/two_factor': [json(503, { error: 'down' })] });
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('turns two-factor off with a fresh code, showing wrong codes and the wait of too many', async () => {
    const calls = platform(
      {
        'DELETE /api/users/two_factor': [
          json(422, { errors: { otp_attempt: ['is invalid'] } }),
          json(429, { error: 'rate_limited', retry_after: 30 }, { 'Retry-After': '30' }),
        ],
      },
      { ...PLAYER, two_factor_enabled: true },
    );
    const user = userEvent.setup();
    await show({
      props: { sections: ['two-factor'] },
      player: undefined,
      queryData: [[queryKeys.player.profile(), { ...PLAYER, two_factor_enabled: true }]],
    });
    expect(screen.getByText(/On\. Logging in asks for your password/)).toBeTruthy();
    await sendCode(user, '123456', 'Turn off');
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    await sendCode(user, '654321', 'Turn off');
    expect(
      await screen.findByText('Too many attempts. Try again in 30 seconds.', { selector: '[role="timer"]' }),
    ).toBeTruthy();
    expect(writes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['DELETE', '/api/users/two_factor', { user: { otp_attempt: '123456' } }],
      ['DELETE', '/api/users/two_factor', { user: { otp_attempt: '654321' } }],
    ]);
  });

  it('turns two-factor off and offers the set-up again', async () => {
    platform(
      { 'DELETE /api/users/two_factor': [json(200, { ...PLAYER, two_factor_enabled: false })] },
      { ...PLAYER, two_factor_enabled: true },
    );
    const user = userEvent.setup();
    await show({
      props: { sections: ['two-factor'] },
      player: undefined,
      queryData: [[queryKeys.player.profile(), { ...PLAYER, two_factor_enabled: true }]],
    });
    await sendCode(user, '123456', 'Turn off');
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveFocus(),
    );
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, row by row', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
