import type { SiteContext } from './types.ts';

/**
 * Whether two site contexts say the same. The context is resolved again on every navigation (the
 * path may name a locale); when nothing in it changed, the page keeps the same object, so that a
 * popup route (`/deposit` over the lobby) does not render again every widget that reads it. Both
 * come from resolveContext, which writes their fields (primitives, lists, flag maps) in one order.
 */
export function sameSiteContext(a: SiteContext, b: SiteContext): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
