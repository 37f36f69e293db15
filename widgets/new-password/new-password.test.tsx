import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { newPassword } from './index.ts';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const player = { id: 9, email: 'ann@example.com', currency: 'EUR', statuses: [], confirmed_at: null };
const passwordFields = {
  fields: [{ field: 'password', type: 'password', length: { minimum: 6, maximum: 128 } }],
  contexts: {},
};

/** A fake platform: PUT /api/users/password gets the queued answers; GET /api/player says who is in. */
function platform(resetAnswers: Response[], signedIn: boolean) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://croupier.test');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    });
    if (method === 'PUT' && url.pathname === '/api/users/password')
      return resetAnswers.shift() ?? json(500, {});
    if (url.pathname === '/api/player')
      return signedIn ? json(200, player) : json(401, { error: 'unauthorized' });
    return json(404, {});
  });
  return calls;
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

async function show({
  params = { reset_password_token: 'reset-1' },
  route = '/new-password',
  fields = passwordFields as unknown,
}: { params?: Record<string, string>; route?: string; fields?: unknown } = {}) {
  const user = userEvent.setup();
  useModalStore.getState().open('new-password', { closeTo: '/', ...params });
  const { default: NewPassword } = await newPassword.load();
  const view = renderWithProviders(
    <>
      <NewPassword props={prepareProps(newPassword, newPassword.example)} slot="new-password" />
      <CurrentPath />
    </>,
    {
      route,
      queryData: [
        [queryKeys.player.profile(), null],
        [queryKeys.info.playerFields(), fields],
      ],
    },
  );
  return { user, ...view };
}

const passwordField = () => screen.getByLabelText('New password') as HTMLInputElement;
const confirmField = () => screen.getByLabelText('Repeat the new password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Save the password' });

describe('new password', () => {
  beforeEach(() => useModalStore.getState().closeAll());
  afterEach(() => {
    useModalStore.getState().closeAll();
    useToastStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('sets the password with the token of the link, signs the player in and closes', async () => {
    const calls = platform([json(200, player)], true);
    const { user, queryClient } = await show();
    await user.type(passwordField(), 'n3w|Pass#');
    await user.type(confirmField(), 'n3w|Pass#');
    await user.click(submit());

    await waitFor(() => expect(useModalStore.getState().stack.every((m) => m.closing)).toBe(true));
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/users/password',
      body: {
        user: { reset_password_token: 'reset-1', password: 'n3w|Pass#', password_confirmation: 'n3w|Pass#' },
      },
    });
    expect(queryClient.getQueryData(queryKeys.player.profile())).toMatchObject({ id: 9 });
    expect(useToastStore.getState().toasts[0]?.messageKey).toBe('NEW_PASSWORD.CHANGED_SIGNED_IN');
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('sends the player to login when the server did not sign them in', async () => {
    platform([json(204, null)], false);
    const { user } = await show();
    await user.type(passwordField(), 'secret1');
    await user.type(confirmField(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(useToastStore.getState().toasts[0]?.messageKey).toBe('NEW_PASSWORD.CHANGED_LOG_IN');
  });

  it('checks the §5 password rules before calling the server', async () => {
    const calls = platform([], true);
    const { user } = await show();
    await user.click(submit());
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Repeat the new password is required')).toBeTruthy();
    expect(document.activeElement).toBe(passwordField());

    await user.type(passwordField(), 'pass word*');
    await user.type(confirmField(), 'pass word*');
    await user.click(submit());
    expect(
      screen.getByText("Use only letters, digits and | @ # $ ^ & = ! № ' ; % : ? ( ) _ + - / , . < >"),
    ).toBeTruthy();

    await user.clear(passwordField());
    await user.type(passwordField(), 'abc');
    await user.click(submit());
    expect(screen.getByText('New password must be at least 6 characters long')).toBeTruthy();

    await user.clear(passwordField());
    await user.type(passwordField(), 'secret-1');
    await user.click(submit());
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(confirmField());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('accepts letters of any language and the allowed symbols', async () => {
    const calls = platform([json(200, player)], true);
    const { user } = await show();
    await user.type(passwordField(), 'Пароль№1<>');
    await user.type(confirmField(), 'Пароль№1<>');
    await user.click(submit());
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  });

  it('on an invalid or expired link keeps what was typed and offers to request a new one', async () => {
    platform([json(422, { errors: { reset_password_token: ['is invalid'] } })], false);
    const { user } = await show();
    await user.type(passwordField(), 'secret1');
    await user.type(confirmField(), 'secret1');
    await user.click(submit());

    expect(await screen.findByText(/This password link is invalid or has expired\./)).toBeTruthy();
    const remind = screen.getByRole('link', { name: 'Request a new link' });
    expect(remind.getAttribute('href')).toBe('/remind');
    expect(passwordField().value).toBe('secret1');
    expect(confirmField().value).toBe('secret1');
    await user.click(remind);
    expect(useModalStore.getState().stack[0]?.closing).toBe(true);
  });

  it("shows the server's password errors under their fields", async () => {
    platform([json(422, { errors: { password: ['is too short (minimum is 6 characters)'] } })], false);
    const { user } = await show({ fields: { fields: [], contexts: {} } });
    await user.type(passwordField(), 'abc');
    await user.type(confirmField(), 'abc');
    await user.click(submit());
    expect(await screen.findByText('is too short (minimum is 6 characters)')).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordField());
  });

  it('says so when the password could not be saved', async () => {
    platform([json(500, null)], false);
    const { user } = await show();
    await user.type(passwordField(), 'secret1');
    await user.type(confirmField(), 'secret1');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password could not be saved. Please check your connection and try again.',
    );
    expect(passwordField().value).toBe('secret1');
  });

  it('takes the token from the page address when the popup was opened by #new-password', async () => {
    const calls = platform([json(200, player)], true);
    const { user } = await show({ params: {}, route: '/?reset_password_token=from-url' });
    await user.type(passwordField(), 'secret1');
    await user.type(confirmField(), 'secret1');
    await user.click(submit());
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        user: { reset_password_token: 'from-url' },
      }),
    );
  });

  it('without a token asks for the link from the e-mail instead of showing the form', async () => {
    platform([], false);
    await show({ params: {} });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Open this page with the link from your password e-mail.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/remind');
  });
});
