import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import type { SiteContext } from '../../runtime/context/types.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { remindPassword } from './index.ts';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake platform answering POST /api/users/password with the queued responses. */
function platform(answers: Response[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://croupier.test');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    });
    if (method === 'POST' && url.pathname === '/api/users/password') return answers.shift() ?? json(500, {});
    return json(404, {});
  });
  return calls;
}

async function show(context: Partial<SiteContext> = {}) {
  const user = userEvent.setup();
  useModalStore.getState().open('remind', { closeTo: '/' });
  await renderWidget(remindPassword, remindPassword.example, {
    slot: 'remind',
    queryData: [[queryKeys.player.profile(), null]],
    context,
  });
  return user;
}

const emailField = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Send the link' });

describe('remind password', () => {
  beforeEach(() => useModalStore.getState().closeAll());
  afterEach(() => {
    useModalStore.getState().closeAll();
    vi.unstubAllGlobals();
  });

  it('sends the reset request for the address and tells the player to check their mail', async () => {
    const calls = platform([json(201, {})]);
    const user = await show();
    await user.type(emailField(), 'ann@example.com');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeTruthy();
    expect(
      screen.getByText(
        /If an account uses ann@example.com, we have sent it a link to choose a new password\./,
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/users/password', body: { user: { email: 'ann@example.com' } } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('checks the address before calling the server', async () => {
    const calls = platform([]);
    const user = await show();
    await user.click(submit());
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(document.activeElement).toBe(emailField());

    await user.type(emailField(), 'ann.example.com');
    await user.click(submit());
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's e-mail error under the field and keeps the address", async () => {
    platform([json(422, { errors: { email: ['not found'] } })]);
    const user = await show();
    await user.type(emailField(), 'nobody@example.com');
    await user.click(submit());

    expect(await screen.findByText('not found')).toBeTruthy();
    expect(emailField().value).toBe('nobody@example.com');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Check your mail' })).toBeNull();
  });

  it('shows how long to wait after too many requests, keeps the address and keeps Send disabled', async () => {
    const calls = platform([
      new Response(JSON.stringify({ error: 'rate_limited', retry_after: 3_540 }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '3540' },
      }),
    ]);
    const user = await show();
    await user.type(emailField(), 'ann@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 59 minutes.',
    );
    expect(emailField().value).toBe('ann@example.com');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await user.type(emailField(), '{Enter}');
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Check your mail' })).toBeNull();
  });

  it('shows errors of other fields as a form alert', async () => {
    platform([json(422, { errors: { captcha: ['is required'] } })]);
    const user = await show();
    await user.type(emailField(), 'ann@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('is required');
  });

  it('says so when the request fails, keeping the address', async () => {
    platform([json(500, null)]);
    const user = await show();
    await user.type(emailField(), 'ann@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The link could not be sent. Please check your connection and try again.',
    );
    expect(emailField().value).toBe('ann@example.com');
  });

  it('links back to the login popup in the visitor’s language, closing this one', async () => {
    platform([]);
    const user = await show({ locale: 'de', localeFromPath: true });
    const login = screen.getByRole('link', { name: 'Anmelden' });
    expect(login.getAttribute('href')).toBe('/de/login');
    await user.click(login);
    expect(useModalStore.getState().stack[0]?.closing).toBe(true);
  });

  it('sends with the Enter key', async () => {
    const calls = platform([json(201, {})]);
    const user = await show();
    await user.type(emailField(), 'ann@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});
