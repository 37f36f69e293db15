// Public entry of the routing module (spec §2): the pure route logic and its React hooks.
export {
  LAYOUT_IDS,
  PROFILE_TABS,
  ROUTES,
  ROUTE_FEATURES,
  ROUTE_MODALS,
  getRoute,
  profileTabTitleKey,
  type CashboxStep,
  type LayoutId,
  type ModalName,
  type ProfileTab,
  type RestrictedWarning,
  type RouteDefinition,
  type RouteName,
} from './route-table.ts';
export {
  popupName,
  resolveRoute,
  staticPageSlug,
  type RouteInput,
  type RouteModal,
  type RouteNotFound,
  type RouteRedirect,
  type RouteRender,
  type RouteResolution,
  type RouteSeo,
} from './resolve-route.ts';
export { resolveHash, type HashAction, type HashContext } from './hash-actions.ts';
export {
  extractPromoCodes,
  forgetPromoCodes,
  promoCodeActions,
  pwaInstallAction,
  readSavedPromoCodes,
  savePromoCodes,
  type PromoCodeAction,
  type PromoCodes,
  type PromoCodeStorage,
} from './query-actions.ts';
export {
  leadsToPage,
  limitsPathFor,
  presentRouteOf,
  routePresent,
  type LinkTarget,
  type PagePresence,
} from './page-presence.ts';
export { hreflangLinks, localeHref, routePath, safeRedirectTarget, withLocale } from './links.ts';
export { joinPrefix, splitLocalePrefix } from './locale-prefix.ts';
export { usePagePresence } from './use-page-presence.ts';
export { isSitePath, pathWithoutQuery } from './path-pattern.ts';
export { scrollToHash } from './scroll-to-hash.ts';
export {
  useHashActions,
  usePromoCodeActions,
  usePwaInstallQuery,
  useRouteResolution,
  type NavigateTo,
  type RouteState,
} from './use-route.ts';
export { sportsSiteUrl, type PageOrigin } from './sports-site.ts';
