import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../runtime/context/types.ts';
import {
  queryKeys,
  type Account,
  type BonusOffer,
  type Payment,
  type PaymentMethod,
  type Player,
} from '../../runtime/queries/index.ts';
import { baseMessages, renderWidget } from '../../tests/harness/render-widget.tsx';
import type { AnalyticsEvent } from '../../runtime/analytics/flow-events.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { cashbox } from './index.ts';

// ---- Platform data, shaped like the sandbox's answers -------------------------------------------

const basePlayer = {
  id: 7,
  email: 'ann@example.com',
  nickname: 'Ann',
  currency: 'EUR',
  statuses: [],
  deposit_bonus_code: null,
  can_issue_bonuses: true,
} as unknown as Player;

const account = (over: Partial<Account> = {}): Account => ({
  currency: 'EUR',
  amount_cents: 15_000,
  available_to_cashout_cents: 10_000,
  available_to_bet_with_locked_cent: 0,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: 0,
  active: true,
  ...over,
});

const cardFields = [
  { name: 'card_number', type: 'card_number', required: true },
  { name: 'expiry', type: 'expiry', required: true, placeholder: 'MM/YY' },
  { name: 'cvv', type: 'cvv', required: true },
  { name: 'holder', type: 'text', required: false },
];

const cardMethod = (cashout = false): PaymentMethod => ({
  id: 'card-eur',
  brand: 'card',
  title: 'Visa / Mastercard',
  type: 'cards',
  provider: 'sandboxpay',
  currency: 'EUR',
  fee: 0,
  processingTime: 'instant',
  image: '/assets/generated/payment/card.svg',
  min_cents: cashout ? 2000 : 1000,
  max_cents: cashout ? 400_000 : 500_000,
  networks: [],
  savedProfiles: [],
  fields: cardFields,
  addresses: [],
});

const btcMethod = (cashout = false): PaymentMethod => ({
  id: 'crypto-btc',
  brand: 'bitcoin',
  title: 'Bitcoin',
  type: 'crypto',
  provider: 'sandboxcoin',
  currency: 'BTC',
  fee: 0,
  processingTime: 'instant',
  image: '/assets/generated/payment/bitcoin.svg',
  min_cents: 10_000,
  max_cents: cashout ? 40_000_000 : null,
  networks: ['Bitcoin'],
  savedProfiles: [],
  fields: cashout
    ? [
        { name: 'network', type: 'select', required: false, options: ['Bitcoin'] },
        { name: 'address', type: 'text', required: true },
      ]
    : [{ name: 'network', type: 'select', required: false, options: ['Bitcoin'] }],
});

let paymentId = 100;
const payment = (over: Partial<Payment> = {}): Payment => ({
  id: ++paymentId,
  action: 'deposit',
  state: 'succeeded',
  amount_cents: 5000,
  currency: 'EUR',
  payment_system: 'card-eur',
  system_name: 'Visa / Mastercard',
  brand: 'card',
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: '2026-03-01T10:00:00.000Z',
  recallable: false,
  success: true,
  ...over,
});

const currencyConfig = {
  default: { EUR: { defaultAmount: 50, rounding: 5, steps: [{ min: 0, max: 'Infinity', step: 10 }] } },
};

const currencies = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
  { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
];

const offers: BonusOffer[] = [
  {
    id: 'deposit-welcome-1',
    group_key: 'welcome_1',
    bonuses: [
      {
        title: '100% up to 500 EUR',
        type: 'deposit',
        conditions: [
          { field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 2000 }] },
          { field: 'deposit_number', type: 'eq', value: ['1'] },
        ],
        attributes: [],
        result_bonus: [],
      },
      { title: '100 free spins', type: 'freespins', conditions: [], attributes: [], result_bonus: [] },
    ],
  },
  {
    id: 'deposit-reload',
    bonuses: [
      {
        title: '25% up to 100 EUR',
        type: 'deposit',
        conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 5000 }] }],
        attributes: [],
        result_bonus: [],
      },
    ],
  },
];

// ---- A fake platform: answers by "METHOD /path", keeps the player's state --------------------

interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The Idempotency-Key header, when the call sent one. */
  key: string | undefined;
}
type Handler = (request: RecordedRequest) => unknown;

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json' },
  });

interface Platform {
  player: Player;
  accounts: Account[];
  payments: Payment[];
  routes: Record<string, Handler>;
}

let requests: RecordedRequest[] = [];

function startPlatform(over: Partial<Platform> = {}): Platform {
  const state: Platform = {
    player: basePlayer,
    accounts: [account()],
    payments: [],
    routes: {},
    ...over,
  };
  const respond = (request: RecordedRequest) => {
    const handler = state.routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/player':
        return state.player;
      case 'GET /api/player/accounts':
        return state.accounts;
      case 'GET /api/player/payments':
        return state.payments;
      case 'GET /api/player/stats':
        return {
          deposits_count: 0,
          deposits_sum: {},
          cashouts_sum: {},
          bets_sum: {},
          messages: { notice: '' },
        };
      case 'PUT /metrics-errors-validation':
        return new Response(null, { status: 204 });
      case 'POST /api/users/transaction':
        return { status: 'approved' };
      default:
        return jsonResponse({ error: 'not_found' }, { status: 404 });
    }
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://croupier.test');
      const request = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        key: (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      };
      requests.push(request);
      const answer = await respond(request);
      return answer instanceof Response ? answer : jsonResponse(answer);
    }),
  );
  return state;
}

const sent = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

async function openCashbox(
  step: string,
  platform: Platform,
  extra: { methods?: Record<string, PaymentMethod[]>; data?: [QueryKey, unknown][]; props?: object } = {},
) {
  const user = userEvent.setup();
  act(() => {
    useModalStore.getState().open('cashbox', { step, closeTo: '/' });
  });
  const currency = platform.accounts[0]?.currency ?? platform.player.currency;
  const methods = extra.methods ?? {
    deposit: currency === 'BTC' ? [btcMethod()] : [cardMethod()],
    cashout: currency === 'BTC' ? [btcMethod(true)] : [cardMethod(true)],
  };
  const view = await renderWidget(
    cashbox,
    { ...cashbox.example, ...extra.props },
    {
      context: { auth: 'player' },
      queryData: [
        [queryKeys.player.profile(), platform.player],
        [queryKeys.player.accounts(false), platform.accounts],
        [queryKeys.player.payments(), platform.payments],
        [queryKeys.info.currencies(), currencies],
        [queryKeys.config('currency-config'), currencyConfig],
        [queryKeys.player.paymentMethods(currency, 'deposit'), methods.deposit ?? []],
        [queryKeys.player.paymentMethods(currency, 'cashout'), methods.cashout ?? []],
        ...(extra.data ?? []),
      ],
    },
  );
  return { user, view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillCard(user: ReturnType<typeof userEvent.setup>, card = '4242 4242 4242 4242') {
  await user.type(field('Card number'), card);
  await user.type(field('Expiry date (MM/YY)'), '12/40');
  await user.type(field('CVV'), '123');
}

beforeEach(() => {
  useModalStore.getState().closeAll();
  sessionStorage.clear();
});

afterEach(() => {
  requests = [];
  vi.unstubAllGlobals();
  useModalStore.getState().closeAll();
  vi.restoreAllMocks();
});

// ---- Tests ----------------------------------------------------------------------------------------

describe('cashbox popup: dashboard', () => {
  it('shows real and bonus balance and the recent payments with their state', async () => {
    const platform = startPlatform({
      payments: [
        payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true }),
        payment({ state: 'succeeded', amount_cents: 5000 }),
        payment({ state: 'declined', amount_cents: 1000 }),
      ],
    });
    await openCashbox('dashboard', platform);

    expect(screen.getByRole('tab', { name: 'Balance' }).getAttribute('aria-selected')).toBe('true');
    const balances = screen.getByText('Real money').closest('dl') as HTMLElement;
    expect(within(balances).getByText('€100.00')).toBeTruthy();
    expect(within(balances).getByText('€50.00')).toBeTruthy();
    expect(within(balances).getByText('€150.00')).toBeTruthy();

    const rows = within(screen.getByRole('list', { name: 'Recent payments' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Withdrawal · Visa \/ Mastercard.*€25\.00Pending.*Recall/),
      expect.stringMatching(/Deposit · Visa \/ Mastercard.*€50\.00Successful/),
      expect.stringMatching(/Deposit.*€10\.00Declined/),
    ]);
    expect(screen.getAllByRole('button', { name: /Recall/ })).toHaveLength(1);
  });

  it('recalls a pending withdrawal and shows it recalled, with the money back on the balance', async () => {
    const pending = payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true });
    const platform = startPlatform({ payments: [pending] });
    platform.routes[`POST /api/player/payments/${pending.id}/recall`] = () => {
      platform.payments = [{ ...pending, state: 'recalled', recallable: false }];
      platform.accounts = [account({ amount_cents: 17_500, available_to_cashout_cents: 12_500 })];
      return { ...pending, state: 'recalled', recallable: false };
    };
    const { user } = await openCashbox('dashboard', platform);

    await user.click(screen.getByRole('button', { name: 'Recall the withdrawal of €25.00' }));
    expect(await screen.findByText('Recalled')).toBeTruthy();
    expect(sent('POST', `/api/player/payments/${pending.id}/recall`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Recall/ })).toBeNull();
    expect(await screen.findByText('€175.00')).toBeTruthy();
  });

  it('sends one recall however often the button is pressed while it is in flight, and says it is busy', async () => {
    const pending = payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true });
    const platform = startPlatform({ payments: [pending] });
    let answer: () => void = () => undefined;
    platform.routes[`POST /api/player/payments/${pending.id}/recall`] = () =>
      new Promise((resolve) => {
        answer = () => {
          platform.payments = [{ ...pending, state: 'recalled', recallable: false }];
          resolve({ ...pending, state: 'recalled', recallable: false });
        };
      });
    await openCashbox('dashboard', platform);
    const button = screen.getByRole('button', { name: 'Recall the withdrawal of €25.00' });
    // Two clicks before React renders again: the second must not send a second recall.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    answer();
    expect(await screen.findByText('Recalled')).toBeTruthy();
    const recalls = sent('POST', `/api/player/payments/${pending.id}/recall`);
    expect(recalls).toHaveLength(1);
    expect(recalls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why a recall was refused', async () => {
    const pending = payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true });
    const platform = startPlatform({ payments: [pending] });
    platform.routes[`POST /api/player/payments/${pending.id}/recall`] = () =>
      jsonResponse({ error: 'unprocessable_entity', errors: { id: ['is not recallable'] } }, { status: 422 });
    const { user } = await openCashbox('dashboard', platform);
    await user.click(screen.getByRole('button', { name: 'Recall the withdrawal of €25.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The withdrawal could not be recalled: is not recallable',
    );
  });
});

describe('cashbox popup: steps and tabs', () => {
  it('opens the tab of the popup step and moves between tabs with the arrow keys', async () => {
    const platform = startPlatform();
    const { user } = await openCashbox('withdraw', platform);
    const withdraw = screen.getByRole('tab', { name: 'Withdraw' });
    expect(withdraw.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();

    withdraw.focus();
    await user.keyboard('{ArrowLeft}');
    const deposit = screen.getByRole('tab', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(deposit);
    expect(screen.getByRole('button', { name: 'Deposit €50.00' })).toBeTruthy();
  });

  it('keeps what was typed when the player switches tabs', async () => {
    const platform = startPlatform();
    const { user } = await openCashbox('deposit', platform);
    await user.type(field('Card number'), '4242');
    await user.click(screen.getByRole('tab', { name: 'Balance' }));
    await user.click(screen.getByRole('tab', { name: 'Deposit' }));
    expect(field('Card number').value).toBe('4242');
  });

  it('follows the step when the open popup is asked for another one', async () => {
    const platform = startPlatform();
    await openCashbox('dashboard', platform);
    act(() => {
      useModalStore.getState().open('cashbox', { step: 'deposit', closeTo: '/' });
    });
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('cashbox popup: deposit', () => {
  it('lists the methods of the currency with their limits and suggests 50 with quick picks', async () => {
    const platform = startPlatform();
    await openCashbox('deposit', platform);
    const method = screen.getByRole('radio', { name: /Visa \/ Mastercard/ }) as HTMLInputElement;
    expect(method.checked).toBe(true);
    expect(method.closest('label')?.textContent).toContain('€10.00 – €5,000.00 · No fee · Instant');
    expect(field('Amount (EUR)').value).toBe('50');
    const picks = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(picks.map((pick) => pick.textContent)).toEqual(['€50.00', '€100.00', '€250.00', '€500.00']);
    expect(picks[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('blocks bad card details with a message under each field and sends nothing', async () => {
    const platform = startPlatform();
    const { user } = await openCashbox('deposit', platform);
    await user.clear(field('Amount (EUR)'));
    await user.type(field('Amount (EUR)'), '5');
    await user.type(field('Card number'), '4242 4242 4242 4241');
    await user.type(field('Expiry date (MM/YY)'), '01/20');
    await user.type(field('CVV'), '12');
    await user.click(screen.getByRole('button', { name: 'Deposit €5.00' }));

    expect(screen.getByText('The minimum amount for this method is €10.00')).toBeTruthy();
    expect(screen.getByText('Enter a valid card number')).toBeTruthy();
    expect(screen.getByText('This card has expired')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digits on the back of the card')).toBeTruthy();
    expect(field('Amount (EUR)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Amount (EUR)'));
    expect(sent('POST', '/api/sandbox-payments/deposit')).toHaveLength(0);
  });

  it('refuses a blocked card BIN and asks for the required card fields', async () => {
    const platform = startPlatform();
    const { user } = await openCashbox('deposit', platform);
    await user.type(field('Card number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(
      screen.getByText('Cards from this issuer are not accepted. Please use another card.'),
    ).toBeTruthy();
    expect(screen.getByText('Expiry date (MM/YY) is required')).toBeTruthy();
    expect(screen.getByText('CVV is required')).toBeTruthy();
    expect(document.activeElement).toBe(field('Card number'));
  });

  it('sends the exact deposit, shows the new balance and refreshes the wallet for the header', async () => {
    const platform = startPlatform();
    platform.routes['POST /api/sandbox-payments/deposit'] = (request) => {
      const body = request.body as { amount_cents: number };
      platform.accounts = [account({ amount_cents: 15_000 + body.amount_cents })];
      return jsonResponse(
        {
          payment: payment({ amount_cents: body.amount_cents }),
          balance: platform.accounts[0],
        },
        { status: 201 },
      );
    };
    const steps: AnalyticsEvent[] = [];
    const onStep = (event: AnalyticsEvent) => steps.push(event);
    bus.on('analytics', onStep);
    const { user, view } = await openCashbox('deposit', platform);
    await user.click(screen.getByRole('button', { name: '€100.00' }));
    await fillCard(user);
    await user.type(field('Name on card'), 'ANN SMITH');
    await user.click(screen.getByRole('button', { name: 'Deposit €100.00' }));

    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    bus.off('analytics', onStep);
    expect(steps).toEqual([
      { flow: 'deposit', step: 'opened' },
      { flow: 'deposit', step: 'submitted', method: 'card-eur' },
      { flow: 'deposit', step: 'succeeded', method: 'card-eur' },
    ]);
    // The fraud check went first, with the card's BIN and last digits, never its number or CVV.
    const writes = requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(writes).toEqual(['/api/users/transaction', '/api/sandbox-payments/deposit']);
    expect(sent('POST', '/api/users/transaction')[0]?.body).toEqual({
      type: 'transaction',
      country: null,
      first_name: null,
      last_name: null,
      email: 'ann@example.com',
      dfpc: null,
      card: { bin: '424242', last4: '4242', expiry: '12/40', holder: 'ANN SMITH' },
      amount_cents: 10_000,
      currency: 'EUR',
      payment_system: 'card-eur',
      custom_player_status: 'rising-star',
    });
    expect(JSON.stringify(sent('POST', '/api/users/transaction')[0]?.body)).not.toContain('4242424242424242');
    expect(sent('POST', '/api/sandbox-payments/deposit')[0]?.body).toEqual({
      method: 'card-eur',
      currency: 'EUR',
      amount_cents: 10_000,
      fields: { card_number: '4242424242424242', expiry: '12/40', cvv: '123', holder: 'ANN SMITH' },
    });
    expect(screen.getByText('€100.00 was added to your balance.')).toBeTruthy();
    expect(screen.getByText('New balance: €250.00')).toBeTruthy();
    await waitFor(() =>
      expect(
        view.queryClient.getQueryData<Account[]>(queryKeys.player.accounts(false))?.[0]?.amount_cents,
      ).toBe(25_000),
    );
    expect(sent('GET', '/api/player/accounts').length).toBeGreaterThan(0);
  });

  it('deposits once even when the fraud check fails, and says the deposit succeeded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = startPlatform();
    platform.routes['POST /api/users/transaction'] = () => jsonResponse({ error: 'down' }, { status: 503 });
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      jsonResponse({ payment: payment(), balance: account({ amount_cents: 20_000 }) }, { status: 201 });
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));

    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    // Sent once each: the failed check is not retried and does not send the deposit twice.
    expect(sent('POST', '/api/users/transaction')).toHaveLength(1);
    expect(sent('POST', '/api/sandbox-payments/deposit')).toHaveLength(1);
  });

  it('sends one deposit when Deposit is pressed again while the first is in flight, with the button busy meanwhile', async () => {
    const platform = startPlatform();
    let answer: () => void = () => undefined;
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      new Promise((resolve) => {
        answer = () =>
          resolve(
            jsonResponse({ payment: payment(), balance: account({ amount_cents: 20_000 }) }, { status: 201 }),
          );
      });
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    const button = screen.getByRole('button', { name: 'Deposit €50.00' });
    const form = button.closest('form') as HTMLFormElement;
    // A double click lands before React renders the busy state.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    fireEvent.submit(form);
    answer();
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    const deposits = sent('POST', '/api/sandbox-payments/deposit');
    expect(deposits).toHaveLength(1);
    expect(deposits[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the next deposit a new key after a result', async () => {
    const platform = startPlatform();
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      jsonResponse({ payment: payment(), balance: account() }, { status: 201 });
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await user.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await screen.findByRole('heading', { name: 'Deposit successful' });
    const keys = sent('POST', '/api/sandbox-payments/deposit').map((request) => request.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows a declined card clearly and keeps the form as it was', async () => {
    const platform = startPlatform();
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      jsonResponse(
        { error: 'payment_declined', payment: payment({ state: 'declined' }), balance: null },
        { status: 402 },
      );
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user, '5105 1051 0510 5100');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined. Check the details or try another card.');
    // The message is at the top of a long form: it takes the focus, so it scrolls into view.
    expect(document.activeElement).toBe(alert.parentElement);
    expect(field('Card number').value).toBe('5105 1051 0510 5100');
    expect(field('CVV').value).toBe('123');
    expect(field('Amount (EUR)').value).toBe('50');
  });

  it('shows a deposit-limit refusal under the amount', async () => {
    const platform = startPlatform();
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      jsonResponse(
        { error: 'unprocessable_entity', errors: { amount_cents: ['exceeds your day deposit limit'] } },
        { status: 422 },
      );
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));

    expect(await screen.findByText('exceeds your day deposit limit')).toBeTruthy();
    expect(field('Amount (EUR)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Amount (EUR)'));
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(sent('PUT', '/metrics-errors-validation')[0]?.body).toMatchObject({
      side: 'backEnd',
      component: 'CashboxOthersForms',
    });
  });

  it('asks to complete the profile when the payment needs profile fields', async () => {
    const platform = startPlatform();
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      jsonResponse(
        { error: 'unprocessable_entity', errors: { 'player.postal_code': ["can't be blank"] } },
        { status: 422 },
      );
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("postal code can't be blank");
    await user.click(within(alert).getByRole('button', { name: 'Complete profile' }));
    expect(useModalStore.getState().stack.at(-1)?.name).toBe('personal-info');
  });

  it('clears an invalid bonus code with a message and does not deposit', async () => {
    const platform = startPlatform();
    platform.routes['PATCH /api/player/set_bonus_code'] = () =>
      jsonResponse(
        { error: 'unprocessable_entity', errors: { deposit_bonus_code: ['is invalid'] } },
        { status: 422 },
      );
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    await user.type(field('Bonus code (optional)'), 'BAD CODE!');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));

    expect(await screen.findByText('The bonus code BAD CODE! is not valid and was removed.')).toBeTruthy();
    expect(field('Bonus code (optional)').value).toBe('');
    expect(document.activeElement).toBe(field('Bonus code (optional)'));
    expect(sent('PATCH', '/api/player/set_bonus_code')[0]?.body).toEqual({ deposit_bonus_code: 'BAD CODE!' });
    expect(sent('POST', '/api/sandbox-payments/deposit')).toHaveLength(0);
  });

  it('sets a typed bonus code on the account before sending the deposit', async () => {
    const platform = startPlatform();
    platform.routes['PATCH /api/player/set_bonus_code'] = (request) => {
      const code = (request.body as { deposit_bonus_code: string }).deposit_bonus_code;
      platform.player = { ...platform.player, deposit_bonus_code: code };
      return { deposit_bonus_code: code };
    };
    platform.routes['POST /api/sandbox-payments/deposit'] = () =>
      jsonResponse({ payment: payment(), balance: account({ amount_cents: 20_000 }) }, { status: 201 });
    const { user } = await openCashbox('deposit', platform);
    await fillCard(user);
    await user.type(field('Bonus code (optional)'), 'WELCOME');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));

    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /api/player/set_bonus_code',
      'POST /api/users/transaction',
      'POST /api/sandbox-payments/deposit',
    ]);
    expect(writes[0]?.body).toEqual({ deposit_bonus_code: 'WELCOME' });
  });

  it('applies a bonus code with its button and removes it on request', async () => {
    const platform = startPlatform();
    platform.routes['PATCH /api/player/set_bonus_code'] = (request) => {
      const code = (request.body as { deposit_bonus_code: string }).deposit_bonus_code;
      platform.player = { ...platform.player, deposit_bonus_code: code };
      return { deposit_bonus_code: code };
    };
    platform.routes['DELETE /api/player/clear_bonus_code'] = () => {
      platform.player = { ...platform.player, deposit_bonus_code: null };
      return { deposit_bonus_code: null };
    };
    const { user } = await openCashbox('deposit', platform);
    await user.type(field('Bonus code (optional)'), 'WELCOME');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Bonus code WELCOME will be used on your next deposit.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByLabelText('Bonus code (optional)')).toBeTruthy();
    expect(sent('DELETE', '/api/player/clear_bonus_code')).toHaveLength(1);
  });

  it('deposits bitcoin typed in µBTC as satoshi and shows the deposit address to copy', async () => {
    const platform = startPlatform({
      player: { ...basePlayer, currency: 'BTC' },
      accounts: [account({ currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0 })],
    });
    const address = 'bc1qk8wq3n4x7m2vz9c5r6t1y0u3e8p4s7d2f5g';
    platform.routes['POST /api/sandbox-payments/deposit'] = (request) =>
      jsonResponse(
        {
          payment: payment({ currency: 'BTC', amount_cents: 25_050, payment_system: 'crypto-btc' }),
          balance: account({ currency: 'BTC', amount_cents: 25_050, available_to_cashout_cents: 25_050 }),
          address,
          echo: request.body,
        },
        { status: 201 },
      );
    const { user } = await openCashbox('deposit', platform);
    expect(screen.getByRole('radio', { name: /Bitcoin/ }).closest('label')?.textContent).toContain(
      'From 100 µBTC',
    );
    // No CMS amount for BTC: the method minimum is suggested.
    expect(field('Amount (µBTC)').value).toBe('100');
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('Bitcoin');
    await user.clear(field('Amount (µBTC)'));
    await user.type(field('Amount (µBTC)'), '250.5');
    await user.click(screen.getByRole('button', { name: 'Deposit 250.5 µBTC' }));

    expect(await screen.findByText(address)).toBeTruthy();
    expect(sent('POST', '/api/sandbox-payments/deposit')[0]?.body).toEqual({
      method: 'crypto-btc',
      currency: 'BTC',
      amount_cents: 25_050,
      fields: { network: 'Bitcoin' },
    });
    expect(screen.getByText('Your Bitcoin deposit address')).toBeTruthy();
    expect(screen.getByText('New balance: 250.5 µBTC')).toBeTruthy();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Address copied.')).toBeTruthy();
  });

  it('refuses a bitcoin amount finer than a satoshi', async () => {
    const platform = startPlatform({
      player: { ...basePlayer, currency: 'BTC' },
      accounts: [account({ currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0 })],
    });
    const { user } = await openCashbox('deposit', platform);
    await user.clear(field('Amount (µBTC)'));
    await user.type(field('Amount (µBTC)'), '100.005');
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(screen.getByText('Enter the amount in steps of 0.01')).toBeTruthy();
    expect(sent('POST', '/api/sandbox-payments/deposit')).toHaveLength(0);
  });

  it('loads an empty method list again, then says no method is available', async () => {
    const platform = startPlatform();
    platform.routes['GET /api/sandbox-payments/methods'] = () => [];
    await openCashbox('deposit', platform, { methods: { deposit: [], cashout: [] } });
    expect(await screen.findByText('No payment methods are available for EUR right now.')).toBeTruthy();
    expect(sent('GET', '/api/sandbox-payments/methods')).toHaveLength(3);
  });
});

describe('cashbox popup: deposit-fast and deposit-bonus', () => {
  it('preselects the last used method and amount for a one-click deposit', async () => {
    const platform = startPlatform({
      payments: [
        payment({ state: 'declined', amount_cents: 9900 }),
        payment({ payment_system: 'card-eur', amount_cents: 7500 }),
      ],
    });
    const other = { ...cardMethod(), id: 'paysafe-eur', title: 'Paysafe', fields: [] };
    await openCashbox('deposit-fast', platform, { methods: { deposit: [other, cardMethod()], cashout: [] } });
    expect((screen.getByRole('radio', { name: /Visa \/ Mastercard/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('Your last payment method is selected: Visa / Mastercard.')).toBeTruthy();
    expect(field('Amount (EUR)').value).toBe('75');
  });

  it('offers the deposit bonuses of the next deposit and sets the amount one needs', async () => {
    const platform = startPlatform();
    const { user } = await openCashbox('deposit-bonus', platform, {
      data: [
        [queryKeys.bonusOffers.deposit(), offers],
        [queryKeys.player.stats(), { deposits_count: 1 }],
        [queryKeys.player.availableBonuses(), true],
      ],
    });
    // The welcome offer is for the first deposit only: this player makes the second.
    expect(screen.queryByText('100% up to 500 EUR')).toBeNull();
    expect(screen.getByText('25% up to 100 EUR')).toBeTruthy();
    expect(screen.getByText('Minimum deposit: €50.00')).toBeTruthy();
    expect(screen.getByText('Your deposit qualifies')).toBeTruthy();

    await user.clear(field('Amount (EUR)'));
    await user.type(field('Amount (EUR)'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(field('Amount (EUR)').value).toBe('50');
  });

  it('offers no deposit bonus while a bonus code is set or to a multi-account player', async () => {
    const platform = startPlatform({ player: { ...basePlayer, deposit_bonus_code: 'SPRING' } });
    const { view } = await openCashbox('deposit-bonus', platform, {
      data: [
        [queryKeys.bonusOffers.deposit(), offers],
        [queryKeys.player.availableBonuses(), true],
      ],
    });
    expect(
      screen.getByText('Deposit bonuses are not offered while a bonus code is set on your account.'),
    ).toBeTruthy();
    view.unmount();

    const multi = startPlatform({ player: { ...basePlayer, statuses: [{ id: 100, name: 'multi' }] } });
    await openCashbox('deposit-bonus', multi, {
      data: [
        [queryKeys.bonusOffers.deposit(), offers],
        [queryKeys.player.availableBonuses(), true],
      ],
    });
    expect(screen.getByText('Deposit bonuses are not available on your account.')).toBeTruthy();
  });
});

describe('cashbox popup: withdraw', () => {
  it('allows at most the real balance: "not enough money" above it', async () => {
    const platform = startPlatform();
    const { user } = await openCashbox('withdraw', platform);
    expect(screen.getByText('Available to withdraw: €100.00')).toBeTruthy();
    await user.type(field('Amount (EUR)'), '150');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw €150.00' }));
    expect(screen.getByText('Not enough money: you can withdraw up to €100.00')).toBeTruthy();
    expect(sent('POST', '/api/sandbox-payments/cashout')).toHaveLength(0);
  });

  it('requests a crypto withdrawal to an address and shows the pending payment, recallable', async () => {
    const platform = startPlatform({
      player: { ...basePlayer, currency: 'BTC' },
      accounts: [account({ currency: 'BTC', amount_cents: 200_000, available_to_cashout_cents: 200_000 })],
    });
    const pending = payment({
      action: 'cashout',
      state: 'pending',
      currency: 'BTC',
      amount_cents: 50_000,
      payment_system: 'crypto-btc',
      system_name: 'Bitcoin',
      recallable: true,
    });
    platform.routes['POST /api/sandbox-payments/cashout'] = () => {
      platform.payments = [pending];
      return jsonResponse(
        { payment: pending, balance: account({ currency: 'BTC', amount_cents: 150_000 }) },
        { status: 201 },
      );
    };
    const steps: string[] = [];
    const onStep = (event: AnalyticsEvent) =>
      steps.push([event.flow, event.step, event.reason, event.method].filter(Boolean).join(':'));
    bus.on('analytics', onStep);
    const { user } = await openCashbox('withdraw', platform);
    await user.type(field('Amount (µBTC)'), '500');
    await user.click(screen.getByRole('button', { name: 'Withdraw 500 µBTC' }));
    expect(screen.getByText('Wallet address is required')).toBeTruthy();

    await user.type(field('Wallet address'), 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    await user.click(screen.getByRole('button', { name: 'Withdraw 500 µBTC' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(sent('POST', '/api/sandbox-payments/cashout')[0]?.body).toEqual({
      method: 'crypto-btc',
      currency: 'BTC',
      amount_cents: 50_000,
      fields: { network: 'Bitcoin', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    });
    expect(sent('POST', '/api/users/transaction')).toHaveLength(1);
    expect(sent('POST', '/api/users/transaction')[0]?.body).toMatchObject({
      type: 'payout',
      amount_cents: 50_000,
      currency: 'BTC',
      payment_system: 'crypto-btc',
    });
    expect(sent('POST', '/api/users/transaction')[0]?.body).not.toHaveProperty('card');
    expect(requests.findIndex((request) => request.path === '/api/users/transaction')).toBeLessThan(
      requests.findIndex((request) => request.path === '/api/sandbox-payments/cashout'),
    );
    bus.off('analytics', onStep);
    expect(steps).toEqual([
      'withdraw:opened',
      'withdraw:failed:invalid:crypto-btc',
      'withdraw:submitted:crypto-btc',
      'withdraw:succeeded:crypto-btc',
    ]);
    expect(screen.getByText('Status of your withdrawal of 500 µBTC: Pending.')).toBeTruthy();
    expect(screen.getByText('You can recall it while it is pending.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recall the withdrawal of 500 µBTC' })).toBeTruthy();
  });
});

describe('cashbox messages', () => {
  it('has every cashbox message in all ten locales, payment states included', () => {
    const flatten = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    const keysOf = (locale: string) => {
      const messages = baseMessages(locale) as { CASHBOX?: unknown; MODALS?: { CASHBOX?: unknown } };
      return [
        ...flatten(messages.CASHBOX, 'CASHBOX'),
        ...(messages.MODALS?.CASHBOX ? ['MODALS.CASHBOX'] : []),
      ];
    };
    const english = keysOf('en');
    const states: Payment['state'][] = [
      'pending',
      'processing',
      'reserved',
      'succeeded',
      'canceled',
      'declined',
      'rejected',
      'recalled',
    ];
    for (const state of states) expect(english).toContain(`CASHBOX.STATE.${state.toUpperCase()}`);
    expect(english).toContain('MODALS.CASHBOX');
    for (const locale of LOCALES) expect(keysOf(locale).sort()).toEqual([...english].sort());
  });
});
