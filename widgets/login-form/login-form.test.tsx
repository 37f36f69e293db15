import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import type { AnalyticsEvent } from '../../runtime/analytics/flow-events.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { loginForm } from './index.ts';

/** The analytics steps the form announces while `run` goes on. */
async function stepsDuring(run: () => Promise<void>): Promise<string[]> {
  const steps: string[] = [];
  const onStep = (event: AnalyticsEvent) =>
    steps.push([event.step, event.reason, event.twoFactor && '2fa'].filter(Boolean).join(':'));
  bus.on('analytics', onStep);
  try {
    await run();
  } finally {
    bus.off('analytics', onStep);
  }
  return steps;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const player = { id: 5, email: 'ann@example.com', currency: 'EUR', statuses: [], confirmed_at: '2026-01-01' };

/** A fake platform: answers sign-in with the next queued response, and the player after success. */
function platform(signInAnswers: Response[]) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ url, body });
    if (url.includes('/api/users/sign_in')) return signInAnswers.shift() ?? json(500, {});
    if (url.includes('/api/player')) return json(200, player);
    if (url.includes('/metrics-errors-validation')) return new Response(null, { status: 204 });
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function showForm(params: Record<string, string> = {}) {
  const user = userEvent.setup();
  useModalStore.getState().open('login', { closeTo: '/', ...params });
  await renderWidget(loginForm, loginForm.example, { queryData: [[queryKeys.player.profile(), null]] });
  return user;
}

/** 429 as the sandbox answers it. */
const tooMany = (seconds: number) =>
  new Response(JSON.stringify({ error: 'rate_limited', retry_after: seconds }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
  });

const email = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;

describe('login form', () => {
  beforeEach(() => useModalStore.getState().closeAll());
  afterEach(() => useModalStore.getState().closeAll());

  it('checks the fields before calling the server, and says what is wrong under each', async () => {
    const calls = platform([]);
    const user = await showForm();
    await user.type(email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(calls).toHaveLength(0);
  });

  it("shows the server's error under the field and keeps what the player typed", async () => {
    platform([
      json(422, { error: 'unprocessable_entity', errors: { password: ['Invalid email or password'] } }),
    ]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(email().value).toBe('ann@example.com');
    expect(password().value).toBe('wrong-pass');
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a form error when the server cannot be reached', async () => {
    platform([json(503, null)]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login failed. Please check your connection and try again.',
    );
  });

  it('asks for the second-factor code when the server wants one, then signs in with it', async () => {
    const calls = platform([
      json(422, { errors: { otp_attempt: ['Enter the code we sent to your e-mail'] } }),
      json(422, { errors: { otp_attempt: ['is invalid'] } }),
      json(201, {}),
    ]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const code = (await screen.findByLabelText('Verification code')) as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('is invalid')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(useModalStore.getState().stack.every((m) => m.closing)).toBe(true));
    const signIns = calls.filter((call) => call.url.includes('sign_in'));
    expect(signIns.at(-1)?.body).toMatchObject({
      user: { email: 'ann@example.com', password: 'secret-1', otp_attempt: '123456' },
    });
  });

  it('sends one sign-in when the form is submitted twice before the first answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = platform([]);
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (!String(input).includes('/api/users/sign_in')) return original(input, init);
      void original(input, init);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement;
    // Enter and a click together: both land before React renders the busy state.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(calls.filter((call) => call.url.includes('sign_in'))).toHaveLength(1));
    fireEvent.submit(form);
    answer(json(422, { errors: { password: ['Invalid email or password'] } }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('sign_in'))).toHaveLength(1);
  });

  it('shows the wait after too many attempts, keeps what was typed and keeps Log in disabled', async () => {
    const calls = platform([tooMany(840)]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 14 minutes.',
    );
    expect(email().value).toBe('ann@example.com');
    expect(password().value).toBe('wrong-pass');
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    // Still focusable: the player who pressed it is not thrown out of the form.
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(calls.filter((call) => call.url.includes('sign_in'))).toHaveLength(1);
  });

  it('lets the player try again once the wait is over', async () => {
    platform([tooMany(1), json(201, {})]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 1 second.');
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull(), { timeout: 3_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
  });

  it('shows the wait at the code step too, keeping the code', async () => {
    platform([
      json(422, { errors: { otp_attempt: ['Enter the code we sent to your e-mail'] } }),
      tooMany(300),
    ]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = (await screen.findByLabelText('Verification code')) as HTMLInputElement;
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 5 minutes.');
    expect(code.value).toBe('000000');
    expect(screen.getByRole('button', { name: 'Verify and log in' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('goes back to the password when the server ends the code step, keeping e-mail and password', async () => {
    platform([
      json(422, { errors: { otp_attempt: ['Enter the code we sent to your e-mail'] } }),
      json(422, {
        error: 'two_factor_ended',
        errors: { otp_attempt: ['Too many wrong codes: sign in again with your password to get a new code'] },
      }),
    ]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong codes: sign in again with your password to get a new code',
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(email().value).toBe('ann@example.com');
    expect(password().value).toBe('secret-1');
  });

  it('announces its steps: opened, checks failed, refused by the server, the code step, and success', async () => {
    platform([
      json(422, { errors: { password: ['Invalid email or password'] } }),
      json(422, { errors: { otp_attempt: ['Enter the code we sent to your e-mail'] } }),
      json(201, {}),
    ]);
    const steps = await stepsDuring(async () => {
      const user = await showForm();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await user.type(email(), 'ann@example.com');
      await user.type(password(), 'wrong-pass');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await screen.findByText('Invalid email or password');
      await user.clear(password());
      await user.type(password(), 'secret-1');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await user.type(await screen.findByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
      await waitFor(() => expect(useModalStore.getState().stack.every((m) => m.closing)).toBe(true));
    });
    expect(steps).toEqual([
      'opened',
      'failed:invalid',
      'submitted',
      'failed:refused',
      'submitted',
      'opened:2fa',
      'submitted:2fa',
      'succeeded:2fa',
    ]);
  });

  it('announces a rate-limited attempt as such', async () => {
    platform([tooMany(30)]);
    const steps = await stepsDuring(async () => {
      const user = await showForm();
      await user.type(email(), 'ann@example.com');
      await user.type(password(), 'secret-1');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-disabled')).toBe('true'),
      );
    });
    expect(steps).toEqual(['opened', 'submitted', 'failed:rate-limited']);
  });

  it('closes the popup after a successful login', async () => {
    platform([json(201, {})]);
    const user = await showForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.closing).toBe(true));
  });

  it('links to registration and password reminder', async () => {
    platform([]);
    await showForm();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/remind');
  });

  it('carries the redirect the guest came with on to sign-up', async () => {
    platform([]);
    await showForm({ redirect: '/cashbox' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/registration?redirect=%2Fcashbox',
    );
  });

  it('drops a redirect to another site from the sign-up link', async () => {
    platform([]);
    await showForm({ redirect: '//evil.example/x' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
  });
});
