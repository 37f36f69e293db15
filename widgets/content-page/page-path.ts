import { useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix, splitLocalePrefix } from '../../runtime/routing/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';

/** The current path without its locale prefix, and a function that puts the prefix on a site path. */
export function usePagePath(): { path: string; search: string; href: (path: string) => string } {
  const ctx = useSiteContext();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const prefix = localePrefixOf(ctx);
  return { path, search, href: (to: string) => joinPrefix(prefix, to) };
}
