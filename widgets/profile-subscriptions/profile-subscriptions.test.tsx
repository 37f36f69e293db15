import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { profileSubscriptions } from './index.ts';

const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  currency: 'EUR',
  mobile_phone: '+1 416 555 0100',
  statuses: [],
};
const NONE = {
  receive_promos: false,
  receive_sms_promos: false,
  receive_promos_via_phone_calls: false,
  agreed_to_partner_promotions: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake platform: PUT answers `put`, then GET /api/subscriptions answers `after`. */
function platform(put: Response, after: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PUT') return put;
      if (url.includes('/api/subscriptions')) return json(200, after);
      return json(200, PLAYER);
    }),
  );
  return () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);
}

function show(subscriptions: unknown = NONE, player: unknown = PLAYER) {
  return renderWidget(profileSubscriptions, undefined, {
    context: { auth: 'player' },
    queryData: [
      [queryKeys.player.profile(), player],
      ...(subscriptions
        ? [[queryKeys.player.subscriptions(), subscriptions] as [readonly string[], unknown]]
        : []),
    ],
  });
}

const promo = () => screen.getByRole('checkbox', { name: 'Promotional e-mails' }) as HTMLInputElement;
const sms = () => screen.getByRole('checkbox', { name: 'Offers by SMS' }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('profile subscriptions', () => {
  it('shows each subscription as the server has it', async () => {
    await show({ ...NONE, receive_sms_promos: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeTruthy();
    expect(promo().checked).toBe(false);
    expect(sms().checked).toBe(true);
  });

  it('subscribes to the promotional e-mails with PUT /api/subscriptions and says so', async () => {
    const puts = platform(json(200, { ...NONE, receive_promos: true }), { ...NONE, receive_promos: true });
    await show();
    await userEvent.setup().click(promo());
    expect((await screen.findByRole('status')).textContent).toBe(
      'You are now subscribed to our promotional e-mails.',
    );
    expect(puts()).toEqual([{ subscription_params: { receive_promos: true } }]);
    await waitFor(() => expect(promo().checked).toBe(true));
  });

  it('says "already subscribed" when the server had the subscription already (spec §8)', async () => {
    platform(json(200, { ...NONE, receive_sms_promos: true, messages: { notice: 'ALREADY_SUBSCRIBED' } }), {
      ...NONE,
      receive_sms_promos: true,
    });
    // The page still shows what it loaded before the player subscribed elsewhere.
    await show();
    await userEvent.setup().click(sms());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('You are already subscribed to our SMS offers.'),
    );
    await waitFor(() => expect(sms().checked).toBe(true));
  });

  it('unsubscribes and says the offers stop', async () => {
    const puts = platform(json(200, NONE), NONE);
    await show({ ...NONE, receive_sms_promos: true });
    await userEvent.setup().click(sms());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('You will no longer receive SMS offers.'),
    );
    expect(puts()).toEqual([{ subscription_params: { receive_sms_promos: false } }]);
    expect(sms().checked).toBe(false);
  });

  it('warns that something went wrong when the change fails, and shows the subscription unchanged', async () => {
    platform(json(500, {}), NONE);
    await show();
    await userEvent.setup().click(promo());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong: your choice was not saved. Please try again.',
    );
    expect(promo().checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends one change at a time', async () => {
    let answer: (response: Response) => void = () => undefined;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          bodies.push(JSON.parse(String(init.body)));
          return new Promise<Response>((resolve) => (answer = resolve));
        }
        return Promise.resolve(json(200, String(input).includes('/api/subscriptions') ? NONE : PLAYER));
      }),
    );
    await show();
    const user = userEvent.setup();
    await user.click(promo());
    expect(promo().checked).toBe(true);
    await user.click(sms());
    expect(sms().checked).toBe(false);
    answer(json(200, { ...NONE, receive_promos: true }));
    await screen.findByText('You are now subscribed to our promotional e-mails.');
    expect(bodies).toHaveLength(1);
  });

  it('tells a player without a mobile number how to get SMS', async () => {
    await show(NONE, { ...PLAYER, mobile_phone: '' });
    expect(screen.getByText('Add your mobile phone number to your details to receive SMS.')).toBeTruthy();
  });

  it('shows placeholders while loading, and a retry when the subscriptions cannot be loaded', async () => {
    const answers: Response[] = [json(500, {}), json(200, { ...NONE, receive_promos: true })];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return answers.shift() ?? json(500, {});
      }),
    );
    const view = await show(null);
    expect(view.container.querySelector('[aria-busy="true"]')).toBeTruthy();
    release();
    expect(await screen.findByText('Your subscriptions could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(promo().checked).toBe(true));
  });

  it('shows nothing to a guest', async () => {
    const view = await renderWidget(profileSubscriptions, undefined, {
      queryData: [[queryKeys.player.profile(), null]],
    });
    expect(view.container.textContent).toBe('');
  });
});
