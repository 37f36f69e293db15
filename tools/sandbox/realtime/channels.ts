/** Public channels anyone may subscribe to, as the hub publishes them (`public:<name>`). */
export const PUBLIC_CHANNELS = ['wins', 'jackpots_changes'] as const;

/** User-limited channels of spec §7, subscribed as `<name>#<user>` by that user only. */
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
  'analytics',
  'personal_notifications',
  'tournament_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
  'balance',
] as const;

export type PublicChannelName = (typeof PUBLIC_CHANNELS)[number];
export type PrivateChannelName = (typeof PRIVATE_CHANNELS)[number];

/** A channel a client asked for, resolved to the name the hub publishes on. */
export type ResolvedChannel =
  | { kind: 'public'; name: PublicChannelName; hubChannel: string }
  | { kind: 'private'; name: PrivateChannelName; user: string; hubChannel: string };

export function isPublicChannelName(name: string): name is PublicChannelName {
  return (PUBLIC_CHANNELS as readonly string[]).includes(name);
}

export function isPrivateChannelName(name: string): name is PrivateChannelName {
  return (PRIVATE_CHANNELS as readonly string[]).includes(name);
}

// The notification-center flow (API-SHAPES §3) namespaces every channel as `ws:<client_name>:`;
// the legacy flow marks server-authorised channels with `$` (`$analytics`). Both reach the same
// hub channel, so a client written for either flow works against the sandbox.
const NAMESPACE = /^ws:[^:#]+:/;

/**
 * Resolves a channel name from a subscribe command, or null when the sandbox does not serve it.
 * @example resolveChannel('ws:croupier:balance#42') // { kind: 'private', name: 'balance', user: '42', hubChannel: 'balance#42' }
 */
export function resolveChannel(channel: string): ResolvedChannel | null {
  const namespaced = NAMESPACE.test(channel);
  const rest = channel.replace(NAMESPACE, '');
  const hash = rest.indexOf('#');
  if (hash < 0) {
    const name = rest.startsWith('public:') ? rest.slice('public:'.length) : namespaced ? rest : '';
    return isPublicChannelName(name) ? { kind: 'public', name, hubChannel: `public:${name}` } : null;
  }
  const name = rest.slice(0, hash).replace(/^\$/, '');
  const user = rest.slice(hash + 1);
  if (!isPrivateChannelName(name) || !/^\d+$/.test(user)) return null;
  return { kind: 'private', name, user, hubChannel: `${name}#${user}` };
}
