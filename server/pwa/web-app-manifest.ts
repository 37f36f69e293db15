import type { BrandConfig } from '../../schemas/brand.schema.ts';

/**
 * The web app manifest of a brand (GET /manifest.webmanifest): what a browser needs to offer the
 * site as an installable app (spec §9: display standalone). Everything comes from brand.json; the
 * URLs are relative to the site, so nothing of the request's host is written into it.
 */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** Launchers cut longer names under the icon. */
export const SHORT_NAME_MAX = 12;
/** Where the server draws the brand's icons (pwa-routes.ts). */
export const ICONS_PATH = '/pwa/icons';

/** The icon files the server draws: name → size in pixels and purpose. */
export const PNG_ICONS = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
  // iOS rounds the corners itself: a full square, like a maskable icon.
  'apple-touch-icon.png': { size: 180, purpose: 'maskable' },
} as const;
export const SVG_ICON = 'icon.svg';

/**
 * The name under the icon: the logo text or the name when short enough, else the name's first word
 * cut to the limit.
 * @example shortName({ name: 'Nova Casino', logo: { text: 'Nova Casino' } }) // 'Nova Casino'
 */
export function shortName(brand: Pick<BrandConfig, 'name' | 'logo'>): string {
  const candidates = [brand.logo?.text, brand.name].map((text) => text?.trim() ?? '');
  const fits = candidates.find((text) => text.length > 0 && text.length <= SHORT_NAME_MAX);
  return fits ?? (brand.name.trim().split(/\s+/)[0] ?? brand.name).slice(0, SHORT_NAME_MAX);
}

/** The manifest of `brand`; theme colour as the page's `theme-color` (the surface), background as its background. */
export function webAppManifest(brand: Pick<BrandConfig, 'name' | 'logo' | 'theme'>): WebAppManifest {
  const icon = (file: keyof typeof PNG_ICONS) => ({
    src: `${ICONS_PATH}/${file}`,
    sizes: `${PNG_ICONS[file].size}x${PNG_ICONS[file].size}`,
    type: 'image/png',
    purpose: PNG_ICONS[file].purpose,
  });
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.theme.surface,
    background_color: brand.theme.background,
    categories: ['games', 'entertainment'],
    icons: [
      icon('icon-192.png'),
      icon('icon-512.png'),
      icon('maskable-512.png'),
      { src: `${ICONS_PATH}/${SVG_ICON}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
