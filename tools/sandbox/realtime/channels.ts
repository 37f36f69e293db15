import {
  PRIVATE_CHANNELS as CLIENT_PRIVATE_CHANNELS,
  PUBLIC_CHANNELS,
} from '../../../runtime/realtime/channels.ts';

/** Public channels anyone may subscribe to, as the hub publishes them (`public:<name>`). */
export { PUBLIC_CHANNELS };

type WithoutAuthMark<Name extends string> = Name extends `$${infer Bare}` ? Bare : Name;

/**
 * User-limited channels of spec §7, subscribed as `<name>#<user>` by that user only: the client's list,
 * without the `$` that marks a server-authorised channel in the legacy flow (see resolveChannel).
 */
export const PRIVATE_CHANNELS = CLIENT_PRIVATE_CHANNELS.map((name) =>
  name.replace(/^\$/, ''),
) as readonly WithoutAuthMark<(typeof CLIENT_PRIVATE_CHANNELS)[number]>[];

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
