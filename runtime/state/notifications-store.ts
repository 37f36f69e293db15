import { create } from 'zustand';
import { showsGiftNotification } from '../rules/gifts.ts';
import { isNotificationExpired, NOTIFICATION_SWEEP_MS } from '../rules/timing.ts';
import { localStore } from './browser-storage.ts';
import { bus } from './event-bus.ts';

/** Where a stored notification came from (spec §3 Notification types). */
export type NotificationKind = 'personal' | 'bonus' | 'freespin';

/** A push notification kept for the bell and the sidebar (spec §4 Notifications). */
export interface StoredNotification {
  /** Unique per kind: `<kind>:<id of the message>`. */
  key: string;
  kind: NotificationKind;
  title: string;
  text: string;
  /** Epoch ms of arrival; the notification expires two hours later. */
  receivedAt: number;
}

const STORAGE_KEY = 'croupier.notifications';

function isStored(value: unknown): value is StoredNotification {
  if (!value || typeof value !== 'object') return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n['key'] === 'string' &&
    typeof n['title'] === 'string' &&
    typeof n['text'] === 'string' &&
    typeof n['receivedAt'] === 'number' &&
    (n['kind'] === 'personal' || n['kind'] === 'bonus' || n['kind'] === 'freespin')
  );
}

function readStored(now: number): StoredNotification[] {
  try {
    const raw = localStore.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(isStored).filter((n) => !isNotificationExpired(n.receivedAt, now))
      : [];
  } catch {
    return [];
  }
}

function write(items: readonly StoredNotification[]): void {
  if (items.length === 0) localStore.removeItem(STORAGE_KEY);
  else localStore.setItem(STORAGE_KEY, JSON.stringify(items));
}

/** No notifications: what a page shows before it has read the stored ones (the server's markup). */
export const NO_NOTIFICATIONS: StoredNotification[] = [];

interface NotificationsStore {
  /** Newest first. */
  items: StoredNotification[];
  /** Stores a notification; one with the same key replaces the older one. */
  add: (notification: Omit<StoredNotification, 'receivedAt'>, now?: number) => void;
  remove: (key: string) => void;
  /** Drops the notifications older than two hours. */
  sweep: (now?: number) => void;
  clear: () => void;
}

/** Push notifications of the signed-in player, kept in localStorage for two hours (spec §4). */
export const useNotificationsStore = create<NotificationsStore>()((set, get) => {
  const commit = (items: StoredNotification[]) => {
    write(items);
    set({ items });
  };
  return {
    items: readStored(Date.now()),
    add: (notification, now = Date.now()) => {
      const rest = get().items.filter(
        (n) => n.key !== notification.key && !isNotificationExpired(n.receivedAt, now),
      );
      commit([{ ...notification, receivedAt: now }, ...rest]);
    },
    remove: (key) => commit(get().items.filter((n) => n.key !== key)),
    sweep: (now = Date.now()) => {
      const items = get().items;
      const kept = items.filter((n) => !isNotificationExpired(n.receivedAt, now));
      if (kept.length !== items.length) commit(kept);
    },
    clear: () => commit([]),
  };
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const idOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/**
 * The notification a real-time message produces, or null. Personal notifications always count;
 * bonus and free-spin changes only in stage issued (spec §4).
 * @example notificationFromMessage('personal_notifications', { id: 'n1', title: 'Hi', text: 'Hello' })
 */
export function notificationFromMessage(
  channel: 'personal_notifications' | 'bonuses_changes' | 'freespins_changes',
  payload: unknown,
): Omit<StoredNotification, 'receivedAt'> | null {
  if (!payload || typeof payload !== 'object') return null;
  const message = payload as Record<string, unknown>;
  const id = idOf(message['id']);
  if (id === null) return null;
  if (channel === 'personal_notifications') {
    return {
      key: `personal:${id}`,
      kind: 'personal',
      title: text(message['title']),
      text: text(message['text']),
    };
  }
  if (!showsGiftNotification({ stage: text(message['stage']) })) return null;
  const kind = channel === 'bonuses_changes' ? 'bonus' : 'freespin';
  return { key: `${kind}:${id}`, kind, title: text(message['title']), text: '' };
}

const CHANNELS = ['personal_notifications', 'bonuses_changes', 'freespins_changes'] as const;

let feedUsers = 0;
let stopFeed: (() => void) | null = null;

/**
 * Starts filling the store from the real-time bus events (and sweeping it every two hours);
 * clears it at logout. Reference-counted: every caller gets a stop function, the feed runs while
 * one of them has not stopped.
 */
export function startNotificationFeed(): () => void {
  feedUsers += 1;
  if (feedUsers === 1) {
    const { add, sweep, clear } = useNotificationsStore.getState();
    const handlers = CHANNELS.map((channel) => {
      const handler = (payload: unknown) => {
        const notification = notificationFromMessage(channel, payload);
        if (notification) add(notification);
      };
      bus.on(`websocket.${channel}`, handler);
      return [channel, handler] as const;
    });
    bus.on('logout', clear);
    const timer = setInterval(() => sweep(), NOTIFICATION_SWEEP_MS);
    stopFeed = () => {
      for (const [channel, handler] of handlers) bus.off(`websocket.${channel}`, handler);
      bus.off('logout', clear);
      clearInterval(timer);
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    feedUsers -= 1;
    if (feedUsers === 0) {
      stopFeed?.();
      stopFeed = null;
    }
  };
}
