import { joinPrefix, routePath } from '../../routing/index.ts';

/** The fields of a game its links are built from. */
export interface GameLinkFields {
  provider: string;
  seo_title: string;
}

/** The game page: /play/{producer}/{seo title} (spec §2); real money unless `demo`. */
export function gamePath(game: GameLinkFields, localePrefix: string, demo = false): string {
  const path = joinPrefix(localePrefix, routePath('game', { producer: game.provider, name: game.seo_title }));
  return demo ? `${path}?mode=demo` : path;
}

/** A guest's Play goes to registration, which brings them back to the game (spec §6). */
export function registrationPath(returnTo: string, localePrefix: string): string {
  return `${joinPrefix(localePrefix, '/registration')}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/** The prefix of in-app links: '/de' when the locale came from the path, '' for the default. */
export function localePrefixOf(ctx: { locale: string; localeFromPath: boolean }): string {
  return ctx.localeFromPath ? `/${ctx.locale}` : '';
}
