import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { promoCodeForm } from './index.ts';

const PLAYER = { id: 7, email: 'ada@example.com', currency: 'EUR', statuses: [], can_issue_bonuses: true };

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
  sport: string | null;
}

function stubApi(handlers: Record<string, (call: Call) => Response | Promise<Response>>) {
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
      sport: request.headers.get('X-Api-Target'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler) return handler(call);
    if (call.path === '/api/player') return json(200, PLAYER);
    return json(404, { error: 'not_found' });
  });
  return calls;
}

async function renderForm(
  options: RenderOptions & { player?: Record<string, unknown>; sports?: boolean } = {},
) {
  const { default: Component } = await promoCodeForm.load();
  const props = prepareProps(promoCodeForm, options.sports === undefined ? {} : { sports: options.sports });
  return renderWithProviders(<Component props={props} slot="main" />, {
    route: '/profile/promocode',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [
      [queryKeys.player.profile(), { ...PLAYER, ...options.player }],
      [queryKeys.cms.pages('en'), []],
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = () => screen.getByRole('textbox', { name: 'Promo code' });
const submit = () => screen.getByRole('button', { name: 'Activate' });

describe('promo code form', () => {
  it('asks for a code before sending anything', async () => {
    const calls = stubApi({});
    await renderForm();
    await userEvent.setup().click(submit());
    expect(screen.getByText('Enter a promo code.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('activates a casino coupon once with its key, and leads to the gifts', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi({
      'POST /api/bonuses/coupon': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), ' SANDBOX10 ');
    const button = submit();
    await user.click(button);
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ coupon_code: 'SANDBOX10' });
    expect(posts[0]!.key).toBeTruthy();
    answer(json(200, { status: 'successfully_activated' }));
    const status = await screen.findByText(
      'Promo code SANDBOX10 is activated: your gift is waiting in your gifts.',
    );
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my gifts' }).getAttribute('href')).toBe('/profile/gifts');
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('says when a coupon was already activated', async () => {
    stubApi({ 'POST /api/bonuses/coupon': () => json(200, { status: 'already_activated' }) });
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), 'SANDBOX10');
    await user.click(submit());
    expect(await screen.findByText('You have already activated promo code SANDBOX10.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my gifts' })).toBeNull();
  });

  it('keeps what the player typed when a coupon cannot be activated, and says so at the field', async () => {
    stubApi({ 'POST /api/bonuses/coupon': () => json(200, { status: 'failed_to_activate' }) });
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), 'NOPE');
    await user.click(submit());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Promo code NOPE cannot be activated. Check the code and try again.'),
    ).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe('NOPE');
  });

  it('says when the code could not be checked at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/bonuses/coupon': () => json(500, { error: 'boom' }) });
    await renderForm();
    const user = userEvent.setup();
    await user.type(field(), 'SANDBOX10');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not check your code. Please try again.',
    );
    expect((field() as HTMLInputElement).value).toBe('SANDBOX10');
  });

  it('sends a sportsbook code to the sportsbook where sports betting is offered', async () => {
    const calls = stubApi({
      'POST /api/v2/bonuses/promo-code': () =>
        json(200, { bonus_id: '9', name: 'Risk-free bet', bonus_type: 'freebet_no_risk' }),
    });
    await renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Code for' }), 'sports');
    await user.type(field(), 'FREEBET5');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Promo code FREEBET5 is activated: Risk-free bet is added to your sports bonuses.',
      ),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/v2/bonuses/promo-code',
      body: { code: 'FREEBET5' },
      sport: 'sport',
    });
    expect(post!.key).toBeTruthy();
  });

  it('shows the sportsbook’s refusal at the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/v2/bonuses/promo-code': () =>
        json(422, { error: 'unprocessable_entity', errors: { code: ['has already been used'] } }),
    });
    await renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Code for' }), 'sports');
    await user.type(field(), 'FREEBET5');
    await user.click(submit());
    expect(
      await screen.findByText('Promo code FREEBET5 cannot be activated: has already been used'),
    ).toBeTruthy();
  });

  it.each([
    ['the sports feature is off', { context: { features: { sports: false } } }],
    ['there is no betting host', { context: { bettingHost: null } }],
    ['the layout leaves sports out', { sports: false }],
  ])('offers only casino codes when %s', async (_, options) => {
    stubApi({});
    await renderForm(options);
    expect(screen.queryByRole('combobox', { name: 'Code for' })).toBeNull();
  });

  it('asks a player who switched bonuses off to switch them on before a casino code', async () => {
    const calls = stubApi({
      'PATCH /api/player/update_bonus_settings': () => json(200, { can_issue_bonuses: true }),
      'POST /api/bonuses/coupon': () => json(200, { status: 'successfully_activated' }),
    });
    await renderForm({ player: { can_issue_bonuses: false } });
    const user = userEvent.setup();
    await user.type(field(), 'SANDBOX10');
    await user.click(submit());
    const dialog = screen.getByRole('dialog', { name: 'Bonuses are switched off' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Switch on and activate' }));
    expect(await screen.findByText(/Promo code SANDBOX10 is activated/)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/api/player/update_bonus_settings', { can_issue: true }],
      ['POST', '/api/bonuses/coupon', { coupon_code: 'SANDBOX10' }],
    ]);
  });
});
