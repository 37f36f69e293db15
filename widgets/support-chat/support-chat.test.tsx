import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWidget, renderWithProviders, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { supportChat } from './index.ts';
import { chatRequest } from './open-requests.ts';

const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  nickname: 'Ada',
  currency: 'EUR',
  statuses: [],
  auth_fields_missed: [],
};
const MANAGER = {
  groupId: 258,
  managerName: 'Marco Vidal',
  avatar: '/assets/generated/badge/marco.svg',
  time: 'Mon–Sat, 9:00–21:00 CET',
  phone: '+1 800 555 0142',
  email: 'marco.vip@nova.localhost',
  whatsAppLink: 'https://wa.me/18005550142',
  telegramLink: 'https://t.me/nova_vip_marco',
};
const FOOTER = { emails: [{ address: 'support@nova.localhost' }], phones: [{ number: '+1 (800) 555-0199' }] };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
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
    const url = new URL(request.url);
    const call = {
      method: request.method.toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : null,
      key: request.headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : json(404, { error: 'not_found' });
  });
  return calls;
}

const message = (id: number, author: 'player' | 'operator', text: string, conversation = 'conv-1') => ({
  id,
  conversation,
  author,
  text,
  created_at: '2030-01-01T10:15:00.000Z',
});

/** The chat as the shell's overlay has it, for a guest or a player in some groups. */
async function renderChat(
  options: RenderOptions & { player?: Record<string, unknown> | null; groups?: number[]; mode?: string } = {},
) {
  const player = options.player === undefined ? null : options.player;
  return renderWidget(
    supportChat,
    { mode: options.mode ?? 'dialog' },
    {
      slot: options.mode === 'popup' ? 'support' : 'overlay',
      ...options,
      context: {
        auth: player ? 'player' : 'guest',
        groups: options.groups ?? [],
        ...options.context,
      },
      queryData: [
        [queryKeys.player.profile(), player],
        [queryKeys.config('footer'), FOOTER],
        ...(options.queryData ?? []),
      ],
    },
  );
}

const openChat = async () => {
  act(() => bus.emit('open-chat'));
  return screen.findByRole('dialog', { name: 'Support chat' });
};

beforeEach(() => {
  chatRequest.pending = false;
  useModalStore.setState({ stack: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('support chat: opening', () => {
  it('shows nothing until a chat button asks for it, then opens the chat dialog; Escape closes it', async () => {
    stubApi({});
    await renderChat();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openChat();
    expect(await within(dialog).findByRole('form', { name: 'Message to support' })).toBeTruthy();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again by the next request.
    expect(await openChat()).toBeTruthy();
  });

  it('opens for a request made before the chat was on the page', async () => {
    stubApi({});
    act(() => bus.emit('open-chat'));
    await renderChat();
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeTruthy();
  });
});

describe('support chat: the floating button', () => {
  it('asks for the support chat when pressed, which then opens', async () => {
    stubApi({});
    await renderChat();
    const { default: Component } = await supportChat.load();
    const onChat = vi.fn();
    bus.on('open-chat', onChat);
    renderWithProviders(<Component props={prepareProps(supportChat, { mode: 'button' })} slot="overlay" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the support chat' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeTruthy();
    bus.off('open-chat', onChat);
  });
});

describe('support chat: everyone outside the live-chat group writes to support', () => {
  it("sends a guest's message by e-mail once per action, and thanks them", async () => {
    const calls = stubApi({ 'POST /api/send_contact_message': () => json(201, { status: 'sent' }) });
    await renderChat();
    const dialog = await openChat();
    const user = userEvent.setup();
    expect(within(dialog).getByRole('link', { name: 'support@nova.localhost' }).getAttribute('href')).toBe(
      'mailto:support@nova.localhost',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByText('Your e-mail is required')).toBeTruthy();
    expect(within(dialog).getByText('Your message is required')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/send_contact_message')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your e-mail'), 'visitor@example.com');
    await user.type(within(dialog).getByLabelText('Your message'), 'How do I verify my account?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText(/Your message has been sent/)).toBeTruthy();
    const sent = calls.filter((call) => call.path === '/api/send_contact_message');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      contact: { email: 'visitor@example.com', content: 'How do I verify my account?' },
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("fills in a player's e-mail, and keeps what was typed when the server refuses it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/send_contact_message': () =>
        json(422, { error: 'unprocessable_entity', errors: { content: ['is too short'] } }),
    });
    await renderChat({ player: PLAYER });
    const dialog = await openChat();
    expect((within(dialog).getByLabelText('Your e-mail') as HTMLInputElement).value).toBe('ada@example.com');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Your message'), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('is too short')).toBeTruthy();
    expect((within(dialog).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hi');
  });

  it("shows a VIP player their manager's contacts", async () => {
    const calls = stubApi({ 'POST /api/fe/config/managers': () => json(200, MANAGER) });
    await renderChat({ player: PLAYER, groups: [1117, 258] });
    const dialog = await openChat();
    const manager = await within(dialog).findByRole('region', { name: 'Your VIP manager' });
    expect(within(manager).getByText('Marco Vidal')).toBeTruthy();
    expect(within(manager).getByRole('link', { name: '+1 800 555 0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
    expect(within(manager).getByRole('link', { name: 'marco.vip@nova.localhost' })).toBeTruthy();
    expect(within(manager).getByRole('link', { name: 'Telegram' }).getAttribute('target')).toBe('_blank');
    expect(calls.find((call) => call.path === '/api/fe/config/managers')?.body).toEqual({
      userGroups: [1117, 258],
    });
  });

  it('shows no manager to a player outside the VIP groups', async () => {
    const calls = stubApi({});
    await renderChat({ player: PLAYER, groups: [1117] });
    const dialog = await openChat();
    expect(within(dialog).queryByRole('region', { name: 'Your VIP manager' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/fe/config/managers')).toBe(false);
  });
});

describe('support chat: the live chat of group 545', () => {
  const live = { player: PLAYER, groups: [545] };

  it('starts a conversation with the first message and keeps its id as the restore id', async () => {
    const calls = stubApi({
      'POST /restore-id/get': () => json(200, { data: { restoreId: null } }),
      'POST /restore-id/set': () => json(200, { data: { restoreId: 'conv-1' } }),
      'POST /api/support_chat/messages': () => json(201, message(11, 'player', 'Where is my deposit?')),
    });
    await renderChat(live);
    const dialog = await openChat();
    expect(await within(dialog).findByText('No messages yet. How can we help?')).toBeTruthy();
    const field = within(dialog).getByLabelText('Your message');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.setup().type(field, 'Where is my deposit?{Enter}');

    const log = await within(dialog).findByRole('log', { name: 'Conversation with support' });
    expect(await within(log).findByText('Where is my deposit?')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    const sent = calls.find((call) => call.path === '/api/support_chat/messages')!;
    expect(sent.body).toEqual({ text: 'Where is my deposit?' });
    expect(sent.key).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/restore-id/set')?.body).toMatchObject({
        data: { internalId: '7', project: 'nova', restoreId: 'conv-1' },
      }),
    );
  });

  it("continues the conversation of the restore id and shows the operator's reply when it arrives", async () => {
    const calls = stubApi({
      'POST /restore-id/get': () => json(200, { data: { restoreId: 'conv-1' } }),
      'GET /api/support_chat/messages': () => json(200, [message(1, 'player', 'Hello')]),
      'POST /api/support_chat/messages': () => json(201, message(3, 'player', 'Thanks!')),
    });
    await renderChat(live);
    const dialog = await openChat();
    const log = await within(dialog).findByRole('log');
    expect(within(log).getByText('Hello')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/support_chat/messages')?.query.get('conversation')).toBe(
      'conv-1',
    );

    // The operator's reply comes on the player's real-time channel.
    act(() => bus.emit('websocket.support_chat', message(2, 'operator', 'How can I help?')));
    expect(await within(log).findByText('How can I help?')).toBeTruthy();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('YouHello'), expect.stringContaining('SupportHow can I help?')]);

    await userEvent.setup().type(within(dialog).getByLabelText('Your message'), 'Thanks!');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Thanks!')).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/api/support_chat/messages');
    expect(sent[0]!.body).toEqual({ text: 'Thanks!', conversation: 'conv-1' });
    // The conversation was known: no new restore id.
    expect(calls.some((call) => call.path === '/restore-id/set')).toBe(false);
  });

  it('does not send an empty message, and keeps the text with a wait when messages come too fast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubApi({
      'POST /restore-id/get': () => json(200, { data: { restoreId: null } }),
      'POST /api/support_chat/messages': () =>
        json(429, { error: 'rate_limited', retry_after: 42 }, { 'Retry-After': '42' }),
    });
    await renderChat(live);
    const dialog = await openChat();
    const user = userEvent.setup();
    await within(dialog).findByText('No messages yet. How can we help?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Your message is required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/support_chat/messages')).toBe(false);

    await user.type(within(dialog).getByLabelText('Your message'), 'Hello?{Enter}');
    expect(await within(dialog).findByRole('timer')).toBeTruthy();
    expect((within(dialog).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hello?');
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when a message could not be sent, keeping it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /restore-id/get': () => json(200, { data: { restoreId: null } }),
      'POST /api/support_chat/messages': () => json(403, { error: 'forbidden' }),
    });
    await renderChat(live);
    const dialog = await openChat();
    await within(dialog).findByText('No messages yet. How can we help?');
    await userEvent.setup().type(within(dialog).getByLabelText('Your message'), 'Hi{Enter}');
    expect(await within(dialog).findByText(/live chat is not available for your account/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('says when the conversation cannot be loaded and loads it again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    stubApi({
      'POST /restore-id/get': () => json(200, { data: { restoreId: 'conv-1' } }),
      'GET /api/support_chat/messages': () =>
        fail ? json(500, { error: 'internal_error' }) : json(200, [message(1, 'operator', 'Welcome back')]),
    });
    await renderChat(live);
    const dialog = await openChat();
    expect(
      await within(dialog).findByText('The conversation could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Your message')).toBeNull();
    fail = false;
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Welcome back')).toBeTruthy();
  });
});

describe('support popup and page', () => {
  it('opens the support popup by itself for a player who has not accepted the terms', async () => {
    stubApi({});
    await renderChat({ player: { ...PLAYER, auth_fields_missed: ['terms_acceptance'] } });
    await waitFor(() =>
      expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['support']),
    );
  });

  it('does not open it for a player with nothing missing', async () => {
    stubApi({});
    await renderChat({ player: PLAYER });
    await act(async () => undefined);
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it("explains the terms, shows a VIP's manager, and opens the chat", async () => {
    stubApi({ 'POST /api/fe/config/managers': () => json(200, MANAGER) });
    useModalStore.getState().open('support');
    const onChat = vi.fn();
    bus.on('open-chat', onChat);
    await renderChat({
      mode: 'popup',
      player: { ...PLAYER, auth_fields_missed: ['terms_acceptance'] },
      groups: [259],
    });
    expect(await screen.findByText(/still needs your acceptance of the terms and conditions/)).toBeTruthy();
    expect(await screen.findByText('Marco Vidal')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chat with support' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    expect(useModalStore.getState().stack[0]?.closing).toBe(true);
    bus.off('open-chat', onChat);
  });

  it('renders the support page with its heading and the chat of the visitor', async () => {
    stubApi({});
    await renderChat({ mode: 'page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Message to support' })).toBeTruthy();
  });

  it('shows a live-chat player the conversation in the page', async () => {
    stubApi({
      'POST /restore-id/get': () => json(200, { data: { restoreId: 'conv-1' } }),
      'GET /api/support_chat/messages': () => json(200, [message(1, 'operator', 'Hi Ada')]),
    });
    await renderChat({ mode: 'page', player: PLAYER, groups: [545] });
    expect(await screen.findByText('Hi Ada')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Write to support' })).toBeTruthy();
  });
});
