import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { profileLimits } from './index.ts';

const PLAYER = { id: 7, email: 'ada@example.com', nickname: 'Ada', currency: 'EUR', statuses: [] };
const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
];

const limit = (overrides: Record<string, unknown> = {}, used = 0, amount = 5_000) => ({
  id: 1,
  type: 'deposit',
  period: 'day',
  status: 'active',
  strategy: 'amount',
  parent_type: null,
  disable_at: null,
  confirm_until: null,
  created_at: '2030-01-01T00:00:00.000Z',
  accounts: [
    {
      currency: 'EUR',
      amount_cents: amount,
      current_value_amount_cents: used,
      active_until: '2031-01-01T00:00:00.000Z',
    },
  ],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** Answers the widget's calls by method and path; records them in order. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = await request.clone().text();
    const call = {
      method: request.method.toUpperCase(),
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
      key: request.headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`] ?? handlers[`${call.method} *`];
    return handler ? handler(call) : json(404, { error: 'not_found' });
  });
  return calls;
}

async function renderLimits(options: RenderOptions & { limits?: unknown[] | null; strict?: boolean } = {}) {
  const { default: Component } = await profileLimits.load();
  const element = <Component props={prepareProps(profileLimits, {})} slot="main" />;
  return renderWithProviders(options.strict ? <StrictMode>{element}</StrictMode> : element, {
    route: '/profile/limits',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [
      [queryKeys.player.profile(), PLAYER],
      [queryKeys.info.currencies(), CURRENCIES],
      [queryKeys.cms.pages('en'), []],
      ...(options.limits === null
        ? []
        : [[queryKeys.player.limits(), options.limits ?? []] as [readonly unknown[], unknown]]),
      ...(options.queryData ?? []),
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile limits: the list', () => {
  it('shows a placeholder while the limits load', async () => {
    stubApi({ 'GET /api/user_limits': () => new Promise<Response>(() => {}) });
    await renderLimits({ limits: null });
    expect(screen.getByText('Loading your limits…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your limits' })).toBeNull();
  });

  it('says when the limits cannot be loaded and loads them again on request', async () => {
    let fail = true;
    const calls = stubApi({
      'GET /api/user_limits': () => (fail ? json(500, { error: 'boom' }) : json(200, [limit()])),
    });
    await renderLimits({ limits: null });
    expect(await screen.findByText('We could not load your limits.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your limits' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user_limits')).toHaveLength(2);
  });

  it('says so when the player has no limits yet', async () => {
    stubApi({});
    await renderLimits({ limits: [] });
    expect(screen.getByText('You have not set any limits yet.')).toBeTruthy();
  });

  it('shows what is used of each amount and marks a used-up limit reached', async () => {
    stubApi({});
    await renderLimits({
      limits: [
        limit({ id: 1 }, 3_000),
        limit({ id: 2, type: 'wager', period: 'week' }, 5_000),
        limit({ id: 3, type: 'session' }, 12, 60),
      ],
    });
    const list = screen.getByRole('list', { name: 'Your limits' });
    const [deposit, wager, session] = within(list).getAllByRole('listitem');
    expect(deposit!.textContent).toContain('Deposit limit');
    expect(deposit!.textContent).toContain('Per day');
    expect(deposit!.textContent).toContain('€30.00 of €50.00 used');
    expect(deposit!.textContent).toContain('€20.00 left');
    expect(within(deposit!).queryByText('Reached')).toBeNull();
    expect(wager!.textContent).toContain('€50.00 of €50.00 used');
    expect(within(wager!).getByText('Reached')).toBeTruthy();
    expect(session!.textContent).toContain('12 min of 60 min used');
  });

  it('counts a cooling-off reached from its start, with its end and no way to change it', async () => {
    stubApi({});
    await renderLimits({
      limits: [
        limit({
          type: 'coolingoff',
          period: 'week',
          strategy: 'lock',
          accounts: [
            {
              currency: 'EUR',
              amount_cents: 0,
              current_value_amount_cents: 0,
              active_until: '2030-03-08T12:30:00.000Z',
            },
          ],
        }),
      ],
    });
    const [item] = within(screen.getByRole('list', { name: 'Your limits' })).getAllByRole('listitem');
    expect(item!.textContent).toContain('Cooling-off');
    expect(item!.textContent).toContain('1 week');
    expect(item!.textContent).toMatch(/Active until 08\/03\/2030 \d\d:30\./);
    expect(within(item!).getByText('Reached')).toBeTruthy();
    expect(within(item!).queryByRole('button')).toBeNull();
    // A second cooling-off is not offered while one runs.
    const type = screen.getByRole('combobox', { name: 'Limit' });
    expect(within(type).queryByRole('option', { name: 'Cooling-off' })).toBeNull();
  });

  it('says which change waits for the e-mailed confirmation', async () => {
    stubApi({});
    await renderLimits({
      limits: [
        limit({ id: 1, confirm_until: '2030-01-02T10:00:00.000Z' }),
        limit({ id: 2, type: 'loss', status: 'pending_removal', confirm_until: '2030-01-02T10:00:00.000Z' }),
      ],
    });
    const [raise, removal] = within(screen.getByRole('list', { name: 'Your limits' })).getAllByRole(
      'listitem',
    );
    expect(raise!.textContent).toContain('A higher amount waits for your confirmation by e-mail');
    expect(removal!.textContent).toContain('Removing this limit waits for your confirmation by e-mail');
    // Its removal is already asked for: only its amount can still change.
    expect(within(removal!).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(removal!).getByRole('button', { name: 'Change Loss limit, Per day' })).toBeTruthy();
  });
});

describe('profile limits: setting and changing', () => {
  it('sets a limit with one idempotency key, the button inert while it is sent', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi({
      'POST /api/user_limits': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/user_limits': () => json(200, [limit()]),
    });
    const user = userEvent.setup();
    await renderLimits();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'week');
    await user.type(screen.getByRole('textbox', { name: 'Amount (EUR)' }), '50');
    const submit = screen.getByRole('button', { name: 'Set limit' });
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    await user.click(submit);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      type: 'deposit',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: 5_000 }],
    });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answer(json(201, limit({ period: 'week' }))));
    expect(await screen.findByText('Your limit is set and applies from now.')).toBeTruthy();
    expect(submit.getAttribute('aria-disabled')).toBeNull();
  });

  it.each([
    ['', 'Amount (EUR) is required'],
    ['fifty', 'Enter an amount such as 50 or 12.50'],
    ['12.345', 'Enter the amount in steps of 0.01'],
    ['0', 'Amount (EUR) must be at least 0.01'],
  ])('refuses the amount %j before sending anything: %s', async (typed, message) => {
    const calls = stubApi({});
    const user = userEvent.setup();
    await renderLimits();
    const amount = screen.getByRole('textbox', { name: 'Amount (EUR)' });
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the platform's refusal under its field and keeps what was typed", async () => {
    stubApi({
      'POST /api/user_limits': () =>
        json(422, {
          error: 'unprocessable_entity',
          errors: { 'accounts.amount_cents': ['must be greater than 0'] },
        }),
    });
    const user = userEvent.setup();
    await renderLimits();
    const amount = screen.getByRole('textbox', { name: 'Amount (EUR)' });
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('must be greater than 0')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('25');
  });

  it('says a failed save failed and keeps the form as it was', async () => {
    stubApi({ 'POST /api/user_limits': () => json(500, { error: 'internal_server_error' }) });
    const user = userEvent.setup();
    await renderLimits();
    await user.type(screen.getByRole('textbox', { name: 'Amount (EUR)' }), '25');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('We could not save your limit. Please try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount (EUR)' }) as HTMLInputElement).value).toBe('25');
  });

  it('lowers a limit at once and says a raise waits for the e-mail', async () => {
    const calls = stubApi({
      'POST /api/user_limits': (call) => {
        const cents = (call.body as { accounts: { amount_cents: number }[] }).accounts[0]!.amount_cents;
        return cents > 5_000
          ? json(200, limit({ confirm_until: '2030-01-02T10:00:00.000Z' }))
          : json(200, limit({}, 0, cents));
      },
      'GET /api/user_limits': () => json(200, [limit()]),
    });
    const user = userEvent.setup();
    await renderLimits({ limits: [limit()] });

    await user.click(screen.getByRole('button', { name: 'Change Deposit limit, Per day' }));
    const form = screen.getByRole('form', { name: 'Change Deposit limit, Per day' });
    const amount = within(form).getByRole('textbox', { name: 'Amount (EUR)' });
    expect((amount as HTMLInputElement).value).toBe('50');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your limit is set and applies from now.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: 1,
      type: 'deposit',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 2_000 }],
    });

    await user.click(screen.getByRole('button', { name: 'Change Deposit limit, Per day' }));
    const second = screen.getByRole('form', { name: 'Change Deposit limit, Per day' });
    const again = within(second).getByRole('textbox', { name: 'Amount (EUR)' });
    await user.clear(again);
    await user.type(again, '80');
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'We sent you an e-mail: the higher limit applies once you confirm it with the link in that e-mail.',
      ),
    ).toBeTruthy();
  });

  it('asks to remove a limit and says the removal waits for the e-mail', async () => {
    const calls = stubApi({
      'DELETE /api/user_limits/4': () =>
        json(200, limit({ id: 4, status: 'pending_removal', confirm_until: '2030-01-02T10:00:00.000Z' })),
      'GET /api/user_limits': () => json(200, []),
    });
    await renderLimits({ limits: [limit({ id: 4, type: 'wager' })] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Wager limit, Per day' }));
    expect(
      await screen.findByText(
        'We sent you an e-mail: the limit is removed once you confirm it with the link in that e-mail.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('counts session limits in whole minutes', async () => {
    const calls = stubApi({ 'POST /api/user_limits': () => json(201, limit({ type: 'session' }, 0, 45)) });
    const user = userEvent.setup();
    await renderLimits();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), 'session');
    const minutes = screen.getByRole('textbox', { name: 'Session length (minutes)' });
    await user.type(minutes, '4.5');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Session length (minutes) must be a whole number')).toBeTruthy();
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    await screen.findByText('Your limit is set and applies from now.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'session',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 45 }],
    });
  });

  it('sets a cooling-off only once the player says they understand, without an amount', async () => {
    const calls = stubApi({
      'POST /api/user_limits': () => json(201, limit({ type: 'coolingoff', period: 'month' })),
    });
    const user = userEvent.setup();
    await renderLimits();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), 'coolingoff');
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    expect(screen.getByText(/During a cooling-off you cannot play or deposit/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'month');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('I understand and want to go ahead must be accepted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'I understand and want to go ahead' }));
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    await screen.findByText('Your limit is set and applies from now.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'coolingoff', period: 'month' });
  });

  it('offers the longer self-exclusion periods only for a self-exclusion', async () => {
    stubApi({});
    const user = userEvent.setup();
    await renderLimits();
    const period = () =>
      within(screen.getByRole('combobox', { name: /Period|Duration/ })).getAllByRole('option');
    expect(period().map((o) => o.textContent)).toEqual(['Per day', 'Per week', 'Per month']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), 'selfexclusion');
    expect(period().map((o) => o.textContent)).toEqual([
      '1 day',
      '1 week',
      '1 month',
      '6 months',
      '1 year',
      'Permanently',
    ]);
  });
});

describe('profile limits: the confirmation link', () => {
  const confirmRoute = (token: string) => `/profile/limits/confirm?token=${token}`;

  it('confirms the change once, even rendered twice in strict mode, then lists the new limit', async () => {
    const calls = stubApi({
      'POST /api/user_limits/confirm': () => json(200, { confirmed: true, action: 'increase' }),
      'GET /api/user_limits': () => json(200, [limit({}, 0, 9_000)]),
    });
    await renderLimits({ route: confirmRoute('abc'), strict: true, limits: [limit()] });
    expect(await screen.findByText('Limit change confirmed')).toBeTruthy();
    expect(screen.getByText('Your new limit applies from now.')).toBeTruthy();
    const confirms = calls.filter((c) => c.path === '/api/user_limits/confirm');
    expect(confirms).toEqual([
      { method: 'POST', path: '/api/user_limits/confirm', body: { token: 'abc' }, key: null },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your limits' }).textContent).toContain('€90.00'),
    );
  });

  it('says a confirmed removal removed the limit', async () => {
    stubApi({ 'POST /api/user_limits/confirm': () => json(200, { confirmed: true, action: 'delete' }) });
    await renderLimits({ route: confirmRoute('abc') });
    expect(await screen.findByText('The limit is removed.')).toBeTruthy();
  });

  it.each([
    [
      { token: ['has expired'] },
      'This confirmation link has expired. Make the change again to get a new link.',
    ],
    [
      { token: ['is invalid'] },
      'This confirmation link is not valid: it was used already, or a newer change replaced it.',
    ],
  ])('explains a refused link (%j)', async (errors, message) => {
    stubApi({ 'POST /api/user_limits/confirm': () => json(422, { error: 'unprocessable_entity', errors }) });
    await renderLimits({ route: confirmRoute('old') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The limit change is not confirmed');
    expect(alert.textContent).toContain(message);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('calls a link without a token invalid, without asking the platform', async () => {
    const calls = stubApi({});
    await renderLimits({ route: '/profile/limits/confirm' });
    expect((await screen.findByRole('alert')).textContent).toContain('This confirmation link is not valid');
    expect(calls.filter((c) => c.path === '/api/user_limits/confirm')).toEqual([]);
  });

  it('offers to try again when the confirmation got no answer', async () => {
    let fail = true;
    stubApi({
      'POST /api/user_limits/confirm': () =>
        fail
          ? json(503, { error: 'service_unavailable' })
          : json(200, { confirmed: true, action: 'increase' }),
    });
    await renderLimits({ route: confirmRoute('abc') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not confirm the change.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Limit change confirmed')).toBeTruthy();
  });

  it('confirms nothing on the limits tab itself, whatever its query says', async () => {
    const calls = stubApi({});
    const view = await renderLimits({ route: '/profile/limits?token=abc' });
    expect(view.container.querySelector('.cr-profile-limits__confirm')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/user_limits/confirm')).toEqual([]);
  });
});

describe('profile limits: translations', () => {
  it('speaks German on /de', async () => {
    stubApi({});
    await renderLimits({ route: '/de/profile/limits', context: { locale: 'de', localeFromPath: true } });
    expect(screen.getByRole('heading', { name: 'Limits für verantwortungsvolles Spielen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limit festlegen' })).toBeTruthy();
  });
});
