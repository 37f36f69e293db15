import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Player } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { emailConfirmation } from './index.ts';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const player = (confirmed_at: string | null) =>
  ({ id: 7, email: 'ann@example.com', currency: 'EUR', statuses: [], confirmed_at }) as unknown as Player;

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fake platform: each call gets the next answer queued for its method and path. */
function platform(answers: Record<string, (Response | Promise<Response>)[]>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://croupier.test');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    });
    return (await answers[`${method} ${url.pathname}`]?.shift()) ?? json(500, {});
  });
  return calls;
}

async function show(
  popup: 'email-confirmation' | 'email-verify',
  params: Record<string, string>,
  profile: Player | null,
) {
  const user = userEvent.setup();
  useModalStore.getState().open(popup, { closeTo: '/', ...params });
  const view = await renderWidget(emailConfirmation, emailConfirmation.example, {
    slot: popup,
    queryData: [[queryKeys.player.profile(), profile]],
    context: { auth: profile ? 'player' : 'guest' },
  });
  return { user, ...view };
}

const emailField = () => screen.getByLabelText('E-mail') as HTMLInputElement;

describe('e-mail confirmation', () => {
  beforeEach(() => useModalStore.getState().closeAll());
  afterEach(() => {
    useModalStore.getState().closeAll();
    useToastStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('confirms the token of the link, says so, and marks the player confirmed so the header notice goes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = platform({
      'GET /api/users/confirmation': [new Promise<Response>((resolve) => (answer = resolve))],
    });
    const { user, queryClient } = await show(
      'email-confirmation',
      { confirmation_token: 'tok-1' },
      player(null),
    );

    expect(await screen.findByText('Confirming your e-mail…')).toBeTruthy();
    answer(json(200, player('2026-03-01T10:00:00Z')));
    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('confirmation_token')).toBe('tok-1');
    expect(queryClient.getQueryData<Player>(queryKeys.player.profile())?.confirmed_at).toBe(
      '2026-03-01T10:00:00Z',
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(useModalStore.getState().stack.every((m) => m.closing)).toBe(true));
  });

  it('opened in another browser than the one that registered: says the address is confirmed and leads to log in', async () => {
    platform({ 'GET /api/users/confirmation': [json(200, { confirmed: true })] });
    const { queryClient } = await show('email-confirmation', { confirmation_token: 'tok-3' }, null);

    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
    expect(screen.getByText('Thank you! Log in with your password to continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    // Nobody was signed in here.
    expect(queryClient.getQueryData(queryKeys.player.profile())).toBeNull();
  });

  it("on a used link, offers a new one to the signed-in player's address and sends it", async () => {
    const calls = platform({
      'GET /api/users/confirmation': [json(422, { errors: { confirmation_token: ['is invalid'] } })],
      'POST /api/users/confirmation': [json(201, {})],
    });
    const { user } = await show('email-confirmation', { confirmation_token: 'used' }, player(null));

    expect(
      await screen.findByText('This confirmation link is invalid or has already been used.'),
    ).toBeTruthy();
    expect(emailField().value).toBe('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeTruthy();
    expect(
      screen.getByText(
        'If an account uses ann@example.com, we have sent it a new link. Open it to confirm your address and log in.',
      ),
    ).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/users/confirmation',
      body: { user: { email: 'ann@example.com' } },
    });
  });

  it('opens on the resend form without a token, and shows a 422 as a toast with the first e-mail message', async () => {
    const calls = platform({
      'POST /api/users/confirmation': [
        json(422, { errors: { email: ['was already confirmed, please try signing in', 'second'] } }),
      ],
    });
    const { user } = await show('email-verify', {}, null);

    expect(
      screen.getByText(
        'Did not get the confirmation e-mail? Enter your address and we will send you a new link.',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(emailField(), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({
          kind: 'error',
          messageKey: 'EMAIL_CONFIRMATION.SERVER_MESSAGE',
          values: { message: 'was already confirmed, please try signing in' },
        }),
      ]),
    );
    expect(calls[0]?.body).toEqual({ user: { email: 'bob@example.com' } });
    expect(emailField().value).toBe('bob@example.com');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('was already confirmed, please try signing in')).toBeTruthy();
  });

  it('shows how long to wait after too many resends, keeps the address and keeps Send disabled', async () => {
    const calls = platform({
      'POST /api/users/confirmation': [
        new Response(JSON.stringify({ error: 'rate_limited', retry_after: 45 }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '45' },
        }),
      ],
    });
    const { user } = await show('email-verify', {}, null);
    await user.type(emailField(), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 45 seconds.',
    );
    expect(emailField().value).toBe('bob@example.com');
    const send = screen.getByRole('button', { name: 'Send a new link' }) as HTMLButtonElement;
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('puts a player confirming by the link in the A/B group of their id when A/B registration is on', async () => {
    const calls = platform({
      'GET /api/users/confirmation': [json(200, player('2026-03-01T10:00:00Z'))],
      'POST /api/player/groups': [json(200, { groups: [] })],
    });
    useModalStore.getState().open('email-confirmation', { closeTo: '/', confirmation_token: 'tok-3' });
    await renderWidget(emailConfirmation, emailConfirmation.example, {
      slot: 'email-confirmation',
      queryData: [[queryKeys.player.profile(), null]],
      context: { auth: 'guest', features: { abRegistration: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/player/groups')?.body).toEqual({
        groups: { add: [544], remove: [] },
      }),
    );
    expect(calls.filter((call) => call.path === '/api/player/groups')).toHaveLength(1);
  });

  it('leaves the groups alone when A/B registration is off', async () => {
    const calls = platform({ 'GET /api/users/confirmation': [json(200, player('2026-03-01T10:00:00Z'))] });
    await show('email-confirmation', { confirmation_token: 'tok-4' }, null);
    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/users/confirmation']);
  });

  it('checks the address before sending and says what is wrong', async () => {
    const calls = platform({});
    const { user } = await show('email-verify', {}, null);

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(document.activeElement).toBe(emailField());

    await user.type(emailField(), 'ann@example');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says so when the mail could not be sent, keeping the address', async () => {
    platform({ 'POST /api/users/confirmation': [json(500, null)] });
    const { user } = await show('email-verify', {}, null);
    await user.type(emailField(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail could not be sent. Please check your connection and try again.',
    );
    expect(emailField().value).toBe('ann@example.com');
  });

  it('offers a retry when the confirmation could not reach the server', async () => {
    const calls = platform({
      'GET /api/users/confirmation': [json(503, null), json(200, player('2026-03-01T10:00:00Z'))],
    });
    const { user } = await show('email-confirmation', { confirmation_token: 'tok-2' }, null);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your e-mail right now.');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
    // A failed call may also be reported (PUT /log, a random sample): only confirmations count.
    expect(calls.filter((call) => call.path === '/api/users/confirmation')).toHaveLength(2);
  });

  it('tells a confirmed player opening a used link that nothing is left to do', async () => {
    platform({
      'GET /api/users/confirmation': [json(422, { errors: { confirmation_token: ['is invalid'] } })],
    });
    await show('email-confirmation', { confirmation_token: 'used' }, player('2026-01-01T00:00:00Z'));
    expect(await screen.findByRole('heading', { name: 'Your e-mail is already confirmed' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('offers guests on the resend form the login popup, closing this one', async () => {
    platform({});
    const { user } = await show('email-verify', {}, null);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login');
    await user.click(login);
    expect(useModalStore.getState().stack[0]?.closing).toBe(true);
  });
});
