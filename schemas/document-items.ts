import type { DocumentKind } from './index.ts';

/**
 * Where the independent entries of the list-like CMS documents sit, as JSON pointers in which `*`
 * stands for any one index or key. An entry that breaks its schema is dropped alone and the rest
 * of the document is used; the deepest pattern that holds a problem names the entry. A problem
 * outside every entry (a wrong root type, a missing list) still rejects the whole document.
 *
 * The wheels are left out on purpose: a wheel missing a segment would show the player other odds
 * and prizes than the platform draws from, so a broken wheel is not shown at all.
 */
export const documentItems: Readonly<Partial<Record<DocumentKind, readonly string[]>>> = {
  'cms/config/awards': ['/awards/*'],
  'cms/config/banners-config': ['/banners/*'],
  // One currency's amount rules (in the defaults or in a variant).
  'cms/config/currency-config': ['/*/*'],
  'cms/config/feature-flags': ['/*'],
  'cms/config/footer': [
    '/infoLinks/*',
    '/helpLinks/*',
    '/phones/*',
    '/emails/*',
    '/chat',
    '/socialLinks/*',
    '/partnerLogo',
    '/paymentsLink',
    '/paymentLogos/*',
    '/trustBadges/*',
    '/certificates/*',
    '/copyright/*',
  ],
  'cms/config/main-widget-config': ['/widgets/*'],
  'cms/config/manage-promotion-pages': ['/*'],
  'cms/config/managers': ['/*'],
  // A whole menu when the list itself is wrong (duplicates), else one category of it.
  'cms/config/menu-categories-games': ['/*', '/*/*'],
  'cms/config/menus': ['/top-menu/*', '/bottom-menu/*', '/bottom-menu-help/*'],
  'cms/config/providers-config': ['/*'],
  'cms/config/rocket-mart': ['/cards/*', '/promo/*', '/gameTitles/*'],
  'cms/config/sale': ['/cards/*'],
  // A whole adventure calendar: a calendar missing a day would shift every later day.
  'cms/config/vip-adventures': ['/variables/*', '/prizes/*'],
  'cms/config/promotions': ['/promotions/*'],
  'cms/config/news': ['/articles/*'],
  'cms/config/modify-gifts-config': ['/*'],
  'cms/config/additional-gifts': ['/*'],
};
