import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Account, type Payment } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { paymentsHistory } from './index.ts';

// ---- Platform data, shaped like the sandbox's answers -------------------------------------------

const PLAYER = { id: 7, email: 'ann@example.com', nickname: 'Ann', currency: 'EUR', statuses: [] };
const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
  { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
];

let nextId = 100;
const payment = (over: Partial<Payment> = {}): Payment => ({
  id: ++nextId,
  action: 'deposit',
  state: 'succeeded',
  amount_cents: 5000,
  currency: 'EUR',
  payment_system: 'card-eur',
  system_name: 'Visa / Mastercard',
  brand: 'card',
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: '2026-03-01T10:05:00.000Z',
  recallable: false,
  success: true,
  ...over,
});

const account = (amount: number): Account => ({
  currency: 'EUR',
  amount_cents: amount,
  available_to_cashout_cents: amount,
  available_to_bet_with_locked_cent: 0,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: 0,
  active: true,
});

// ---- A fake platform: the payments, paged as POST /api/player/payments/with_pages pages them -----

interface RecordedRequest {
  method: string;
  path: string;
  body: { page?: number; page_size?: number } | undefined;
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
  payments: Payment[];
  routes: Record<string, Handler>;
}

let requests: RecordedRequest[] = [];

function startPlatform(payments: Payment[], routes: Record<string, Handler> = {}): Platform {
  const state: Platform = { payments, routes };
  const respond = (request: RecordedRequest) => {
    const handler = state.routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    switch (`${request.method} ${request.path}`) {
      case 'POST /api/player/payments/with_pages': {
        const page = request.body?.page ?? 1;
        const size = request.body?.page_size ?? 20;
        return {
          data: state.payments.slice((page - 1) * size, page * size),
          pagination: { page, per_page: size, total_count: state.payments.length },
        };
      }
      default:
        return jsonResponse({ error: 'not_found' }, { status: 404 });
    }
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://croupier.test');
      const request: RecordedRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as RecordedRequest['body']) : undefined,
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
const pagesAsked = () => sent('POST', '/api/player/payments/with_pages').map((request) => request.body);

function renderHistory(options: RenderOptions & { props?: Record<string, unknown> } = {}) {
  return renderWidget(paymentsHistory, options.props ?? { pageSize: 10 }, {
    route: '/profile/games-history',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [
      [queryKeys.player.profile(), PLAYER],
      [queryKeys.info.currencies(), CURRENCIES],
      [queryKeys.cms.pages(options.context?.locale ?? 'en'), []],
      [queryKeys.player.accounts(false), [account(10_000)]],
      ...(options.queryData ?? []),
    ],
  });
}

/** Makes the phone layout's media query match. */
function onPhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const list = original.call(window, query);
    return Object.defineProperty(list, 'matches', { value: query.includes('max-width') });
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests = [];
});

describe('payments history', () => {
  it('shows each payment with its date, type, method, amount and state as a table', async () => {
    startPlatform([
      payment({
        action: 'cashout',
        state: 'pending',
        amount_cents: 2500,
        recallable: true,
        success: false,
        finished_at: null as unknown as string,
      }),
      payment({ amount_cents: 5000 }),
      payment({ state: 'declined', amount_cents: 15_050, success: false }),
    ]);
    await renderHistory();
    const table = await screen.findByRole('table', { name: 'Your payments, page 1 of 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        expect.stringMatching(/^01\/03\/2026 \d\d:00$/),
        'Withdrawal',
        'Visa / Mastercard',
        '€25.00',
        'Pending',
        '—Not completed yet',
        'Recall',
      ],
      [
        expect.stringMatching(/^01\/03\/2026/),
        'Deposit',
        'Visa / Mastercard',
        '€50.00',
        'Successful',
        expect.stringMatching(/^01\/03\/2026 \d\d:05$/),
        '',
      ],
      [
        expect.stringMatching(/^01\/03\/2026/),
        'Deposit',
        'Visa / Mastercard',
        '€150.50',
        'Declined',
        expect.any(String),
        '',
      ],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Type', 'Method', 'Amount', 'Status', 'Completed', 'Actions']);
    // Only a recallable withdrawal offers the recall.
    expect(within(table).getAllByRole('button', { name: /Recall/ })).toHaveLength(1);
    expect(pagesAsked()).toEqual([{ page: 1, page_size: 10 }]);
  });

  it('shows crypto amounts in the display unit of the header, with the subunits of the currency list', async () => {
    startPlatform([payment({ currency: 'BTC', amount_cents: 150_000, system_name: 'Bitcoin' })]);
    await renderHistory();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('1,500 µBTC')).toBeTruthy();
  });

  it('shows cards on a phone, with the same facts and the recall', async () => {
    const restore = onPhone();
    try {
      startPlatform([
        payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true }),
        payment({ amount_cents: 5000 }),
      ]);
      await renderHistory();
      const list = await screen.findByRole('list', { name: 'Your payments' });
      expect(screen.queryByRole('table')).toBeNull();
      const [cashout, deposit] = within(list).getAllByRole('listitem');
      expect(cashout?.textContent).toContain('Withdrawal · Visa / Mastercard');
      expect(cashout?.textContent).toContain('€25.00');
      expect(within(cashout!).getByText('Pending')).toBeTruthy();
      expect(within(cashout!).getByRole('button', { name: 'Recall the withdrawal of €25.00' })).toBeTruthy();
      expect(deposit?.textContent).toMatch(/Completed 01\/03\/2026/);
      expect(within(deposit!).queryByRole('button')).toBeNull();
    } finally {
      restore();
    }
  });

  it('shows skeletons while the page loads, and names the wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const view = await renderHistory();
    expect(screen.getByText('Loading your payments').getAttribute('role')).toBe('status');
    expect(view.container.querySelector('[aria-busy="true"] .cr-skeleton')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there are no payments yet and offers a deposit while the cashbox exists', async () => {
    startPlatform([]);
    await renderHistory();
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers no deposit link when the brand has no cashbox page', async () => {
    startPlatform([]);
    await renderHistory({ context: { pages: ['profile-games-history'] } });
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Make a deposit' })).toBeNull();
  });

  it('says the payments could not be loaded and loads them again on Try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    startPlatform([payment({ amount_cents: 5000 })], {
      'POST /api/player/payments/with_pages': () =>
        fail
          ? jsonResponse({ error: 'boom' }, { status: 500 })
          : {
              data: [payment({ amount_cents: 7000 })],
              pagination: { page: 1, per_page: 10, total_count: 1 },
            },
    });
    const user = userEvent.setup();
    await renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your payments could not be loaded.');
    expect(error).toHaveBeenCalled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€70.00')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages with links whose address holds the page, and shows the page asked for', async () => {
    const list = Array.from({ length: 25 }, (_, i) => payment({ amount_cents: (i + 1) * 100 }));
    startPlatform(list);
    const user = userEvent.setup();
    await renderHistory();
    await screen.findByText('€1.00');
    const pager = screen.getByRole('navigation', { name: 'Payment pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/profile/games-history?page=2',
    );
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull();
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('€11.00')).toBeTruthy();
    expect(screen.queryByText('€1.00')).toBeNull();
    expect(screen.getByRole('table', { name: 'Your payments, page 2 of 3' })).toBeTruthy();
    const after = screen.getByRole('navigation', { name: 'Payment pages' });
    expect(within(after).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Page 1 is the bare address.
    expect(within(after).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/profile/games-history',
    );
    expect(pagesAsked()).toEqual([
      { page: 1, page_size: 10 },
      { page: 2, page_size: 10 },
    ]);
  });

  it('keeps the page shown while the next one loads, then keeps the keyboard in the pager', async () => {
    const list = Array.from({ length: 15 }, (_, i) => payment({ amount_cents: (i + 1) * 100 }));
    let release: () => void = () => undefined;
    const platform = startPlatform(list);
    platform.routes['POST /api/player/payments/with_pages'] = (request) => {
      const page = request.body?.page ?? 1;
      const answer = {
        data: list.slice((page - 1) * 10, page * 10),
        pagination: { page, per_page: 10, total_count: list.length },
      };
      return page === 1 ? answer : new Promise((resolve) => (release = () => resolve(answer)));
    };
    const user = userEvent.setup();
    await renderHistory();
    await screen.findByText('€1.00');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    // The first page stays, marked busy, while the second loads.
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByText('€1.00')).toBeTruthy();
    act(() => release());
    expect(await screen.findByText('€11.00')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
    // Next is gone on the last page: focus is on the page shown rather than nowhere.
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 2' })));
  });

  it('leaves focus where it is when the page first shows', async () => {
    startPlatform(Array.from({ length: 15 }, () => payment()));
    await renderHistory({ route: '/profile/games-history?page=2' });
    await screen.findByRole('table');
    expect(document.activeElement).toBe(document.body);
  });

  it('opens the page of the address (a deep link), keeping the locale prefix in its links', async () => {
    const list = Array.from({ length: 25 }, (_, i) => payment({ amount_cents: (i + 1) * 100 }));
    startPlatform(list);
    await renderHistory({
      route: '/de/profile/games-history?page=3',
      context: { locale: 'de', localeFromPath: true },
    });
    expect(await screen.findByRole('table', { name: 'Deine Zahlungen, Seite 3 von 3' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
    const pager = screen.getByRole('navigation', { name: 'Seiten der Zahlungen' });
    expect(within(pager).getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe(
      '/de/profile/games-history?page=2',
    );
    expect(within(pager).queryByRole('link', { name: 'Weiter' })).toBeNull();
    expect(pagesAsked()).toEqual([{ page: 3, page_size: 10 }]);
  });

  it('reads a broken page number as page 1', async () => {
    startPlatform([payment()]);
    await renderHistory({ route: '/profile/games-history?page=abc' });
    await screen.findByRole('table');
    expect(pagesAsked()).toEqual([{ page: 1, page_size: 10 }]);
  });

  it('says a page past the end is empty and links to the last page', async () => {
    startPlatform(Array.from({ length: 12 }, () => payment()));
    await renderHistory({ route: '/profile/games-history?page=9' });
    expect(await screen.findByText('There are no payments on page 9.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/profile/games-history?page=2',
    );
  });

  it('recalls a pending withdrawal after a confirmation, once, with a key; the list and balance follow', async () => {
    const pending = payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true });
    const platform = startPlatform([pending, payment()]);
    let release: () => void = () => undefined;
    platform.routes[`POST /api/player/payments/${pending.id}/recall`] = () =>
      new Promise((resolve) => {
        release = () => {
          platform.payments = [
            { ...pending, state: 'recalled', recallable: false },
            ...platform.payments.slice(1),
          ];
          resolve({ ...pending, state: 'recalled', recallable: false });
        };
      });
    const user = userEvent.setup();
    const view = await renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Recall the withdrawal of €25.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Recall this withdrawal?' });
    expect(dialog.textContent).toContain('The withdrawal of €25.00 (Visa / Mastercard');
    // Nothing is sent before the player confirms.
    expect(sent('POST', `/api/player/payments/${pending.id}/recall`)).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Recall withdrawal' });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);
    // In flight: the button is busy and a second press sends nothing more.
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', true);
    act(() => release());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const recalls = sent('POST', `/api/player/payments/${pending.id}/recall`);
    expect(recalls).toHaveLength(1);
    expect(recalls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    const notice = await screen.findByText(
      'The withdrawal of €25.00 was recalled. The money is back on your balance.',
    );
    expect(document.activeElement).toBe(notice);
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Recalled')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Recall/ })).toBeNull();
    // The balance is stale now: the header, which shows it, reads it again (the journey checks the amount).
    expect(view.queryClient.getQueryState(queryKeys.player.accounts(false))?.isInvalidated).toBe(true);
  });

  it('keeps the withdrawal when the player says so', async () => {
    const pending = payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true });
    startPlatform([pending]);
    const user = userEvent.setup();
    await renderHistory();
    const recall = await screen.findByRole('button', { name: 'Recall the withdrawal of €25.00' });
    await user.click(recall);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', `/api/player/payments/${pending.id}/recall`)).toHaveLength(0);
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('says why a recall was refused and leaves the payment as it was', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = payment({ action: 'cashout', state: 'pending', amount_cents: 2500, recallable: true });
    startPlatform([pending], {
      [`POST /api/player/payments/${pending.id}/recall`]: () =>
        jsonResponse(
          { error: 'unprocessable_entity', errors: { id: ['is not recallable'] } },
          { status: 422 },
        ),
    });
    const user = userEvent.setup();
    await renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Recall the withdrawal of €25.00' }));
    await user.click(screen.getByRole('button', { name: 'Recall withdrawal' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The withdrawal could not be recalled: is not recallable',
    );
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText(/was recalled/)).toBeNull();
  });
});
