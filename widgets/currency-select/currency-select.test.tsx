import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Account, type Player } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { currencySelect } from './index.ts';

const player = { id: 7, email: 'ann@example.com', currency: 'CAD', statuses: [] } as unknown as Player;

const account = (currency: string, active = false): Account => ({
  currency,
  amount_cents: 0,
  available_to_cashout_cents: 0,
  available_to_bet_with_locked_cent: 0,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: 0,
  active,
});

const currencies = [
  { code: 'CAD', symbol: 'C$', subunits_to_unit: 100, fiat: true, default: false, subcurrencies: [] },
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
  { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
  { code: 'ETH', symbol: 'Ξ', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
  { code: 'USDT', symbol: '₮', subunits_to_unit: 100, fiat: false, default: false, subcurrencies: [] },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

let sent: Sent[] = [];

/** Answers the popup's calls; anything not named is a 404. */
function stubPlatform(answers: Record<string, (body: unknown) => Response | unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://croupier.test');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({
        method,
        path: url.pathname,
        body,
        key: (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      });
      const answer = answers[`${method} ${url.pathname}`];
      const result = answer ? answer(body) : new Response('{}', { status: 404 });
      return result instanceof Response
        ? result
        : new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function data(over: { player?: Player | null; accounts?: Account[]; list?: unknown[] } = {}) {
  const entries: [QueryKey, unknown][] = [
    [queryKeys.player.profile(), over.player === undefined ? player : over.player],
  ];
  if (over.accounts !== undefined || over.player !== null) {
    entries.push([queryKeys.player.accounts(false), over.accounts ?? [account('CAD', true)]]);
  }
  if (over.list !== undefined || over.player !== null) {
    entries.push([queryKeys.info.currencies(), over.list ?? currencies]);
  }
  return entries;
}

async function openPopup(props: Record<string, unknown> = {}, queryData = data()) {
  act(() => {
    useModalStore.getState().open('currency-select');
  });
  return renderWidget(currencySelect, props, {
    context: { auth: 'player' },
    queryData,
    slot: 'currency-select',
  });
}

beforeEach(() => {
  sent = [];
  useModalStore.getState().closeAll();
});

afterEach(() => useToastStore.getState().clear());

describe('currency-select', () => {
  it('offers a fiat player the other fiat currencies and every crypto currency, crypto in its display unit', async () => {
    await openPopup();
    const fiat = screen.getByRole('group', { name: 'Currencies' });
    const crypto = screen.getByRole('group', { name: 'Cryptocurrencies' });
    expect(
      within(fiat)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['EUR']);
    expect(
      within(crypto)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['BTC', 'ETH', 'USDT']);
    expect(screen.getByRole('radio', { name: /BTC\s*Bitcoin\s*Amounts in µBTC/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /ETH\s*Ethereum\s*Amounts in mETH/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /EUR\s*Euro/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /CAD/ })).toBeNull();
  });

  it('offers a crypto player the fiat currencies', async () => {
    await openPopup({}, data({ player: { ...player, currency: 'BTC' }, accounts: [account('BTC', true)] }));
    const fiat = screen.getByRole('group', { name: 'Currencies' });
    expect(
      within(fiat)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['CAD', 'EUR']);
  });

  it('asks for a choice before sending anything', async () => {
    const user = userEvent.setup();
    stubPlatform({});
    await openPopup();
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByText('Choose a currency.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /EUR/ }));
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('opens the chosen account with one keyed call, says so and closes', async () => {
    const user = userEvent.setup();
    stubPlatform({
      'POST /api/player/accounts': () => json({ ...account('BTC', true) }, 201),
      'GET /api/player/accounts': () => [account('CAD'), account('BTC', true)],
      'GET /api/player': () => ({ ...player, currency: 'BTC' }),
    });
    await openPopup();
    await user.click(screen.getByRole('radio', { name: /BTC/ }));
    await user.click(screen.getByRole('button', { name: 'Open BTC account' }));
    await waitFor(() => expect(useModalStore.getState().stack.every((m) => m.closing)).toBe(true));
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ path: '/api/player/accounts', body: { currency: 'BTC' } });
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      kind: 'success',
      messageKey: 'CURRENCY_SELECT.OPENED',
      values: { currency: 'BTC' },
    });
  });

  it("shows the platform's refusal, keeps the choice and lets the player send it again", async () => {
    const user = userEvent.setup();
    stubPlatform({
      'POST /api/player/accounts': () => json({ errors: { currency: ['is not supported'] } }, 422),
    });
    await openPopup();
    await user.click(screen.getByRole('radio', { name: /ETH/ }));
    await user.click(screen.getByRole('button', { name: 'Open ETH account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is not supported');
    expect((screen.getByRole('radio', { name: /ETH/ }) as HTMLInputElement).checked).toBe(true);
    expect(useModalStore.getState().stack.some((m) => !m.closing)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open ETH account' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2));
  });

  it('says when every currency is already held', async () => {
    await openPopup({}, data({ accounts: currencies.map((c) => account(c.code, c.code === 'CAD')) }));
    expect(screen.getByText('You already have an account in every currency we offer.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers only fiat currencies when the brand says so', async () => {
    await openPopup({ offer: 'fiat' });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['EUR']);
    expect(screen.queryByRole('group', { name: 'Cryptocurrencies' })).toBeNull();
  });

  it('shows an error with a retry when the currencies cannot be loaded, and recovers', async () => {
    const user = userEvent.setup();
    stubPlatform({
      'GET /api/info/currencies': () => currencies,
      'GET /api/player/accounts': () => [account('CAD', true)],
    });
    // A failed currency list answers empty (spec §8: list calls return empty).
    await openPopup({}, data({ list: [] }));
    expect(screen.getByText('The currencies could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Cryptocurrencies' })).toBeTruthy();
  });

  it('shows the loading state while the accounts load', async () => {
    stubPlatform({ 'GET /api/player/accounts': () => new Promise<never>(() => undefined) });
    await openPopup({}, [
      [queryKeys.player.profile(), player],
      [queryKeys.info.currencies(), currencies],
    ]);
    expect(screen.getByRole('status', { name: 'Loading currencies' })).toBeTruthy();
  });

  it('sends a guest to log in', async () => {
    await openPopup({}, data({ player: null }));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
