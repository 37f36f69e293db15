import type { CentSettings } from '../api/types.ts';

/** Public channels, subscribed as `public:<name>` (API-SHAPES §3). */
export const PUBLIC_CHANNELS = ['wins', 'jackpots_changes'] as const;

/** The live support chat's messages (the player's and the operator's), one `ChatMessage` each. */
export const SUPPORT_CHAT_CHANNEL = 'support_chat';

/**
 * Private channels, subscribed as `<name>#<user>` when the settings name a user. A `$` prefix marks
 * a server-authorised channel; the event name drops it.
 */
export const PRIVATE_CHANNELS = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'groups_updates',
  'jackpot_win_award',
  'allsecure_notification',
  '$analytics',
  'personal_notifications',
  'tournament_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
  'balance',
  SUPPORT_CHAT_CHANNEL,
] as const;

export interface ChannelSubscription {
  /** What the socket subscribes to. */
  channel: string;
  /** What the client calls it: the bus event is `websocket.<name>`. */
  name: string;
}

/** The channels to subscribe for a connection: the public ones, plus the private ones for a player. */
export function channelsFor(cent: Pick<CentSettings, 'user'>): ChannelSubscription[] {
  const channels: ChannelSubscription[] = PUBLIC_CHANNELS.map((name) => ({
    channel: `public:${name}`,
    name,
  }));
  if (cent.user) {
    for (const name of PRIVATE_CHANNELS) {
      channels.push({ channel: `${name}#${cent.user}`, name: name.replace(/^\$/, '') });
    }
  }
  return channels;
}

/** A publication's payload: the platform wraps it as `{ data: T }`; a bare payload passes through. */
export function unwrapPublication(data: unknown): { payload: unknown; type: string | null } {
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && 'data' in data) {
    const envelope = data as { data: unknown; type?: unknown };
    return { payload: envelope.data, type: typeof envelope.type === 'string' ? envelope.type : null };
  }
  return { payload: data, type: null };
}
