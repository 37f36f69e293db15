import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JackpotWin } from '../api/games.ts';
import type { Account, Jackpot, Lootbox } from '../api/types.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { bus } from '../state/event-bus.ts';
import { channelsFor } from './channels.ts';
import {
  connectRealtime,
  socketEndpoint,
  type RealtimeClient,
  type RealtimeSubscription,
} from './connect-realtime.ts';

/** A Centrifuge stand-in: records what was subscribed and lets a test publish. */
class FakeCentrifuge implements RealtimeClient {
  readonly subscriptions = new Map<
    string,
    { listeners: ((ctx: { data: unknown }) => void)[]; active: boolean }
  >();
  connected = false;
  private readonly onConnected: (() => void)[] = [];

  constructor(
    readonly endpoint: string,
    readonly options: { token: string },
  ) {}

  newSubscription(channel: string): RealtimeSubscription {
    const entry = { listeners: [] as ((ctx: { data: unknown }) => void)[], active: false };
    this.subscriptions.set(channel, entry);
    return {
      on: (_event, listener) => entry.listeners.push(listener),
      subscribe: () => {
        entry.active = true;
      },
      unsubscribe: () => {
        entry.active = false;
      },
    };
  }

  on(_event: 'connected', listener: () => void): void {
    this.onConnected.push(listener);
  }

  removeSubscription(): void {}

  connect(): void {
    this.connected = true;
    for (const listener of this.onConnected) listener();
  }

  /** The network drops and the client connects again by itself, as Centrifuge does. */
  reconnect(): void {
    this.connected = false;
    this.connect();
  }

  disconnect(): void {
    this.connected = false;
  }

  publish(channel: string, data: unknown): void {
    const entry = this.subscriptions.get(channel);
    if (!entry?.active) throw new Error(`not subscribed to ${channel}`);
    for (const listener of entry.listeners) listener({ data });
  }
}

const cent = { url: 'ws://nova.localhost/connection/websocket', user: '42', token: 'tok' };
let disconnect: () => void = () => undefined;
afterEach(() => disconnect());

async function connect(user = cent.user, queryClient = createQueryClient()) {
  let fake: FakeCentrifuge | undefined;
  disconnect = connectRealtime({
    settings: { cent: { ...cent, user } },
    queryClient,
    createClient: (endpoint, options) => (fake = new FakeCentrifuge(endpoint, options)),
  });
  await vi.waitFor(() => expect(fake?.connected).toBe(true));
  return { queryClient, socket: fake! };
}

const account = (currency: string, amount: number) =>
  ({ currency, amount_cents: amount, available_to_cashout_cents: amount }) as Account;

describe('connectRealtime', () => {
  it('connects with the settings url and token and subscribes public and private channels', async () => {
    const { socket } = await connect();
    expect(socket.endpoint).toBe(cent.url);
    expect(socket.options).toEqual({ token: 'tok' });
    const channels = [...socket.subscriptions.keys()];
    expect(channels).toContain('public:wins');
    expect(channels).toContain('public:jackpots_changes');
    expect(channels).toContain('balance#42');
    expect(channels).toContain('$analytics#42');
    expect(channels).toContain('support_chat#42');
    expect(channels).toHaveLength(19);
  });

  it('reads again what the messages keep fresh after a reconnection, not after the first connection', async () => {
    const accounts = queryKeys.player.accounts(false);
    const limits = queryKeys.player.limits();
    const prepared = createQueryClient();
    prepared.setQueryData(accounts, [account('EUR', 10_000)]);
    prepared.setQueryData(limits, []);
    const { queryClient, socket } = await connect(cent.user, prepared);
    // The page has just read them: the first connection leaves them be.
    expect(queryClient.getQueryState(accounts)?.isInvalidated).toBe(false);
    socket.reconnect();
    expect(queryClient.getQueryState(accounts)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(limits)?.isInvalidated).toBe(true);
  });

  it('subscribes only the public channels for a guest', async () => {
    const { socket } = await connect('');
    expect([...socket.subscriptions.keys()]).toEqual(['public:wins', 'public:jackpots_changes']);
  });

  it('turns each publication into a websocket.<name> bus event with the unwrapped data', async () => {
    const { socket } = await connect();
    const wins = vi.fn();
    const notice = vi.fn();
    const analytics = vi.fn();
    bus.on('websocket.wins', wins);
    bus.on('websocket.personal_notifications', notice);
    bus.on('websocket.analytics', analytics);
    try {
      socket.publish('public:wins', { data: { game: 'p/g', amount_cents: 500 } });
      socket.publish('personal_notifications#42', { data: { id: 'n1', title: 'Hi', text: 'Hello' } });
      socket.publish('$analytics#42', { event: 'deposit' });
      expect(wins).toHaveBeenCalledWith({ game: 'p/g', amount_cents: 500 });
      expect(notice).toHaveBeenCalledWith({ id: 'n1', title: 'Hi', text: 'Hello' });
      expect(analytics).toHaveBeenCalledWith({ event: 'deposit' });
    } finally {
      bus.off('websocket.wins', wins);
      bus.off('websocket.personal_notifications', notice);
      bus.off('websocket.analytics', analytics);
    }
  });

  it('replaces the account of the same currency when the balance changes', async () => {
    const { socket, queryClient } = await connect();
    queryClient.setQueryData(queryKeys.player.accounts(false), [account('EUR', 100), account('BTC', 5)]);
    socket.publish('balance#42', { data: account('EUR', 2500) });
    expect(queryClient.getQueryData(queryKeys.player.accounts(false))).toEqual([
      account('EUR', 2500),
      account('BTC', 5),
    ]);
  });

  it('makes the account a balance message marks active the only active one (a currency switch)', async () => {
    const { socket, queryClient } = await connect();
    const wallet = (currency: string, active: boolean) => ({ ...account(currency, 0), active });
    queryClient.setQueryData(queryKeys.player.accounts(false), [wallet('CAD', true), wallet('BTC', false)]);
    socket.publish('balance#42', { data: wallet('BTC', true) });
    expect(
      queryClient
        .getQueryData<Account[]>(queryKeys.player.accounts(false))
        ?.map((a) => [a.currency, a.active]),
    ).toEqual([
      ['CAD', false],
      ['BTC', true],
    ]);
  });

  it('replaces a jackpot by id', async () => {
    const { socket, queryClient } = await connect();
    const jackpot = (id: number, name: string) => ({ id, name }) as Jackpot;
    queryClient.setQueryData(queryKeys.jackpots.list(), [jackpot(1, 'Mini'), jackpot(2, 'Mega')]);
    socket.publish('public:jackpots_changes', { data: jackpot(2, 'Mega grown') });
    expect(queryClient.getQueryData<Jackpot[]>(queryKeys.jackpots.list())?.map((j) => j.name)).toEqual([
      'Mini',
      'Mega grown',
    ]);
  });

  it('puts a jackpot win from public:wins first in the winners, once, and ignores other wins', async () => {
    const { socket, queryClient } = await connect();
    const win = (user_name: string) =>
      ({
        user_name,
        created_at: '2026-03-01T10:00:00Z',
        jackpot_external_code: 'jp-mystic',
        jackpot_level_external_code: 'jp-mystic-level_1',
      }) as JackpotWin;
    queryClient.setQueryData(queryKeys.jackpots.wins(), [win('older')]);
    socket.publish('public:wins', { data: win('newest') });
    socket.publish('public:wins', win('newest'));
    socket.publish('public:wins', {
      data: { user_name: 'slot', game: { identifier: 'a/b' }, amount_cents: 5 },
    });
    expect(
      queryClient.getQueryData<JackpotWin[]>(queryKeys.jackpots.wins())?.map((w) => w.user_name),
    ).toEqual(['newest', 'older']);
  });

  it('replaces a loot box by id, or puts a new one first', async () => {
    const { socket, queryClient } = await connect();
    const box = (id: number, stage: Lootbox['stage']) => ({ id, stage }) as Lootbox;
    queryClient.setQueryData(queryKeys.player.lootboxes(), [box(1, 'issued')]);
    socket.publish('lootboxes_changes#42', { data: box(1, 'activated') });
    socket.publish('lootboxes_changes#42', { data: box(2, 'issued') });
    expect(queryClient.getQueryData(queryKeys.player.lootboxes())).toEqual([
      box(2, 'issued'),
      box(1, 'activated'),
    ]);
  });

  it('patches the profile gifts’ loot boxes as well, and leaves a list not loaded alone', async () => {
    const { socket, queryClient } = await connect();
    const box = (id: number, stage: Lootbox['stage']) => ({ id, stage }) as Lootbox;
    queryClient.setQueryData(queryKeys.player.gifts('lootboxes'), [box(1, 'issued')]);
    socket.publish('lootboxes_changes#42', { data: box(1, 'activated') });
    expect(queryClient.getQueryData(queryKeys.player.gifts('lootboxes'))).toEqual([box(1, 'activated')]);
    expect(queryClient.getQueryData(queryKeys.player.lootboxes())).toBeUndefined();
  });

  it('refreshes the profile gifts’ bonuses and free spins on their changes', async () => {
    const { socket, queryClient } = await connect();
    queryClient.setQueryData(queryKeys.player.gifts('bonuses'), []);
    queryClient.setQueryData(queryKeys.player.gifts('freespins'), []);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    socket.publish('bonuses_changes#42', { data: { id: 1, stage: 'issued', title: 'Gift' } });
    expect(stale(queryKeys.player.gifts('bonuses'))).toBe(true);
    expect(stale(queryKeys.player.gifts('freespins'))).toBe(false);
    socket.publish('freespins_changes#42', { data: { id: 2, stage: 'issued', title: 'Spins' } });
    expect(stale(queryKeys.player.gifts('freespins'))).toBe(true);
  });

  it('invalidates gifts on bonus and free-spin changes and comp points on an award', async () => {
    const { socket, queryClient } = await connect();
    for (const key of [
      queryKeys.player.bonuses(),
      queryKeys.player.freespins(),
      queryKeys.player.compPoints(),
    ]) {
      queryClient.setQueryData(key, []);
    }
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    socket.publish('bonuses_changes#42', { data: { id: 1, stage: 'issued', title: 'Gift' } });
    expect(stale(queryKeys.player.bonuses())).toBe(true);
    expect(stale(queryKeys.player.freespins())).toBe(false);
    socket.publish('freespins_changes#42', { data: { id: 2, stage: 'issued' } });
    expect(stale(queryKeys.player.freespins())).toBe(true);
    expect(stale(queryKeys.player.compPoints())).toBe(false);
    socket.publish('comps_award#42', { data: { points: 10 } });
    expect(stale(queryKeys.player.compPoints())).toBe(true);
  });

  it('refreshes a tournament page and its leaderboard on a standing or a tournament notification', async () => {
    const { socket, queryClient } = await connect();
    for (const key of [
      queryKeys.tournaments.detail(101),
      queryKeys.player.tournamentStatus(101),
      queryKeys.player.compPoints(),
    ]) {
      queryClient.setQueryData(key, {});
    }
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    socket.publish('tournaments_statuses#42', { data: { tournament_id: 101, award_place: 3 } });
    expect(stale(queryKeys.player.tournamentStatus(101))).toBe(true);
    expect(stale(queryKeys.tournaments.detail(101))).toBe(false);
    socket.publish('tournament_notifications#42', { data: { event: 'place_changed', id: 101 } });
    expect(stale(queryKeys.tournaments.detail(101))).toBe(true);
    expect(stale(queryKeys.player.compPoints())).toBe(false);
  });

  it('unsubscribes and disconnects when closed, and never connects when closed first', async () => {
    const { socket } = await connect();
    disconnect();
    expect(socket.connected).toBe(false);
    expect([...socket.subscriptions.values()].some((s) => s.active)).toBe(false);

    let late: FakeCentrifuge | undefined;
    let resolveClient: (client: RealtimeClient) => void = () => undefined;
    const close = connectRealtime({
      settings: { cent },
      queryClient: createQueryClient(),
      createClient: (endpoint, options) =>
        new Promise<RealtimeClient>((resolve) => {
          late = new FakeCentrifuge(endpoint, options);
          resolveClient = resolve;
        }),
    });
    close();
    resolveClient(late!);
    await Promise.resolve();
    expect(late?.connected).toBe(false);
    expect(late?.subscriptions.size).toBe(0);
  });

  it('opens no socket without a url', () => {
    const createClient = vi.fn();
    disconnect = connectRealtime({
      settings: { cent: { ...cent, url: '' } },
      queryClient: createQueryClient(),
      createClient,
    });
    expect(createClient).not.toHaveBeenCalled();
  });
});

describe('socket settings', () => {
  it('turns relative and http urls into websocket urls', () => {
    expect(socketEndpoint('/connection/websocket', 'https://nova.localhost/en')).toBe(
      'wss://nova.localhost/connection/websocket',
    );
    expect(socketEndpoint('http://lumen.localhost:3000/connection/websocket')).toBe(
      'ws://lumen.localhost:3000/connection/websocket',
    );
  });

  it('names private channels <name>#<user> and drops the $ from event names', () => {
    const channels = channelsFor({ user: '7' });
    expect(channels).toContainEqual({ channel: 'comps_award#7', name: 'comps_award' });
    expect(channels).toContainEqual({ channel: '$analytics#7', name: 'analytics' });
  });
});
