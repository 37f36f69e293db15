import type { AuthState, RestrictionLevel } from '../context/types.ts';
import type { ModalName, RestrictedWarning } from './route-table.ts';
import { CHAT_HASH_DELAY_MS } from '../rules/timing.ts';
import { sportsSiteUrl, type PageOrigin } from './sports-site.ts';

export interface HashContext {
  /** Host of the sports site; null when it does not apply (then #sport does nothing). */
  bettingHost: string | null;
  /** Players do not get the guest-only popups (sign-in, sign-up, remind). Default guest. */
  auth?: AuthState;
  /** Restricted-region guests get the warning instead of the auth popups. Default none. */
  restriction?: RestrictionLevel;
  /** Scheme and port of the page, kept on the way to the sports site. Default https, no port. */
  page?: PageOrigin;
}

export type HashAction =
  | { type: 'modal'; name: ModalName; params: Record<string, string> }
  /** A restricted-region guest asked for an auth popup: show this warning instead. */
  | { type: 'restricted'; warning: RestrictedWarning }
  | { type: 'chat'; delayMs: number }
  | { type: 'external'; url: string }
  | null;

interface HashModal {
  name: ModalName;
  guestOnly: boolean;
  warning: RestrictedWarning;
}

const HASH_MODALS: Readonly<Record<string, HashModal>> = {
  'sign-in': { name: 'login', guestOnly: true, warning: 'LOGIN_RESTRICTED' },
  'sign-up': { name: 'registration', guestOnly: true, warning: 'REGISTRATION_RESTRICTED' },
  remind: { name: 'remind', guestOnly: true, warning: 'LOGIN_RESTRICTED' },
  'new-password': { name: 'new-password', guestOnly: false, warning: 'LOGIN_RESTRICTED' },
  'users/password/edit': { name: 'new-password', guestOnly: false, warning: 'LOGIN_RESTRICTED' },
  'profile/password/edit': { name: 'new-password', guestOnly: false, warning: 'LOGIN_RESTRICTED' },
};

function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * What a URL hash asks for (spec §2): a popup, the support chat (after 1 s), or the sports
 * site; null for any other hash (an anchor to scroll to).
 * @example resolveHash('#sport_live', { bettingHost: 'sport.example' }) → { type: 'external', url: 'https://sport.example/live' }
 */
export function resolveHash(hash: string, ctx: HashContext): HashAction {
  const value = decodeHash(hash);
  if (value === 'chat') return { type: 'chat', delayMs: CHAT_HASH_DELAY_MS };

  if (value === 'sport' || value.startsWith('sport_')) {
    const section = value.slice('sport_'.length);
    const url = sportsSiteUrl(ctx.bettingHost, ctx.page ?? { protocol: 'https:', port: '' }, section);
    return url === null ? null : { type: 'external', url };
  }

  const modal = HASH_MODALS[value];
  if (!modal) return null;
  const auth = ctx.auth ?? 'guest';
  if (modal.guestOnly && auth === 'player') return null;
  if (auth === 'guest' && (ctx.restriction ?? 'none') !== 'none') {
    return { type: 'restricted', warning: modal.warning };
  }
  return { type: 'modal', name: modal.name, params: {} };
}
