import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EXPIRY_MS, NOTIFICATION_SWEEP_MS } from '../rules/timing.ts';
import { bus } from './event-bus.ts';
import {
  notificationFromMessage,
  startNotificationFeed,
  useNotificationsStore,
} from './notifications-store.ts';

const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);

beforeEach(() => {
  useNotificationsStore.getState().clear();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications store', () => {
  it('keeps a notification for just under two hours and drops it at the two-hour sweep', () => {
    const store = useNotificationsStore.getState();
    store.add({ key: 'personal:1', kind: 'personal', title: 'Hi', text: 'Hello' }, T0);
    store.sweep(T0 + NOTIFICATION_EXPIRY_MS - 1);
    expect(useNotificationsStore.getState().items).toHaveLength(1);
    store.sweep(T0 + NOTIFICATION_EXPIRY_MS);
    expect(useNotificationsStore.getState().items).toHaveLength(0);
  });

  it('lists the newest first and replaces a repeated message instead of doubling it', () => {
    const store = useNotificationsStore.getState();
    store.add({ key: 'personal:1', kind: 'personal', title: 'First', text: '' }, T0);
    store.add({ key: 'bonus:7', kind: 'bonus', title: 'Bonus', text: '' }, T0 + 1000);
    store.add({ key: 'personal:1', kind: 'personal', title: 'First again', text: '' }, T0 + 2000);
    expect(useNotificationsStore.getState().items.map((n) => n.title)).toEqual(['First again', 'Bonus']);
  });

  it('remembers notifications across a reload through localStorage, without the expired ones', () => {
    const store = useNotificationsStore.getState();
    store.add(
      { key: 'personal:old', kind: 'personal', title: 'Old', text: '' },
      Date.now() - NOTIFICATION_EXPIRY_MS,
    );
    store.add({ key: 'personal:new', kind: 'personal', title: 'New', text: '' });
    const saved = JSON.parse(localStorage.getItem('croupier.notifications') ?? '[]') as { key: string }[];
    expect(saved.map((n) => n.key)).toEqual(['personal:new']);
  });

  it('deletes one notification on request', () => {
    const store = useNotificationsStore.getState();
    store.add({ key: 'personal:1', kind: 'personal', title: 'A', text: '' }, T0);
    store.add({ key: 'personal:2', kind: 'personal', title: 'B', text: '' }, T0);
    store.remove('personal:1');
    expect(useNotificationsStore.getState().items.map((n) => n.key)).toEqual(['personal:2']);
  });
});

describe('notificationFromMessage', () => {
  it('announces bonus and free-spin changes only in stage issued', () => {
    expect(notificationFromMessage('bonuses_changes', { id: 3, stage: 'issued', title: 'Welcome' })).toEqual({
      key: 'bonus:3',
      kind: 'bonus',
      title: 'Welcome',
      text: '',
    });
    expect(
      notificationFromMessage('bonuses_changes', { id: 3, stage: 'handle_bets', title: 'Welcome' }),
    ).toBeNull();
    expect(
      notificationFromMessage('freespins_changes', { id: 4, stage: 'issued', title: '50 spins' })?.kind,
    ).toBe('freespin');
  });

  it('ignores malformed messages', () => {
    expect(notificationFromMessage('personal_notifications', null)).toBeNull();
    expect(notificationFromMessage('personal_notifications', { title: 'no id' })).toBeNull();
  });
});

describe('startNotificationFeed', () => {
  it('stores real-time personal notifications, sweeps every two hours and empties at logout', () => {
    vi.useFakeTimers({ now: T0 });
    const stop = startNotificationFeed();
    bus.emit('websocket.personal_notifications', { id: 'n-1', title: 'Hello', text: 'A message' });
    bus.emit('websocket.bonuses_changes', { id: 9, stage: 'wager_done', title: 'Done' });
    expect(useNotificationsStore.getState().items.map((n) => n.key)).toEqual(['personal:n-1']);

    vi.advanceTimersByTime(NOTIFICATION_SWEEP_MS);
    expect(useNotificationsStore.getState().items).toEqual([]);

    bus.emit('websocket.freespins_changes', { id: 2, stage: 'issued', title: 'Spins' });
    expect(useNotificationsStore.getState().items).toHaveLength(1);
    bus.emit('logout');
    expect(useNotificationsStore.getState().items).toEqual([]);

    stop();
    bus.emit('websocket.personal_notifications', { id: 'n-2', title: 'Late', text: '' });
    expect(useNotificationsStore.getState().items).toEqual([]);
  });

  it('keeps listening while another user of the feed is still running', () => {
    const first = startNotificationFeed();
    const second = startNotificationFeed();
    first();
    first();
    bus.emit('websocket.personal_notifications', { id: 'n-3', title: 'Still', text: '' });
    expect(useNotificationsStore.getState().items).toHaveLength(1);
    second();
  });
});
