// A brand theme's colours as CSS declarations: pure, for the client (runtime/ui/apply-theme.ts)
// and for the sandbox's server that writes them into the page.
import type { BrandConfig } from '../../schemas/brand.schema.ts';

export type BrandTheme = BrandConfig['theme'];

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Mixes `weight` (0..1) of colour a into colour b. */
function mix(a: string, b: string, weight: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! * weight + cb[i]! * (1 - weight)) as Rgb);
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Black or white, whichever reads better on the given colour. */
const readableOn = (hex: string) =>
  contrast('#ffffff', hex) >= contrast('#000000', hex) ? '#ffffff' : '#000000';

/** WCAG AA for body text; focus rings and icons need only 3:1, so they are covered too. */
const READABLE_CONTRAST = 4.5;

/**
 * The colour itself if it reads on the page and on surfaces, else the least step towards the
 * text colour that does: a dark brand's violet primary stays violet, only lighter, as a link.
 */
function readableTint(colour: string, theme: BrandTheme): string {
  for (let step = 0; step <= 10; step += 1) {
    const candidate = mix(theme.text, colour, step / 10);
    if (
      Math.min(contrast(candidate, theme.background), contrast(candidate, theme.surface)) >= READABLE_CONTRAST
    ) {
      return candidate;
    }
  }
  return theme.text;
}

// Status colours tuned for light and for dark surfaces (≥ 3:1 as icons and borders on both).
const STATUS = {
  light: { '--cr-success': '#1a7f37', '--cr-warning': '#9a6700', '--cr-danger': '#cf222e' },
  dark: { '--cr-success': '#3fb950', '--cr-warning': '#d29922', '--cr-danger': '#f85149' },
};

/** Whether a background is dark enough for the dark colour scheme. */
export const isDark = (background: string) => luminance(background) < 0.4;

/**
 * The CSS custom properties of a brand theme. Optional colours of brand.json are derived from
 * the required ones, so a brand with five colours still gets a complete, readable palette.
 */
export function themeVariables(theme: BrandTheme): Record<string, string> {
  const link = readableTint(theme.primary, theme);
  return {
    ...STATUS[isDark(theme.background) ? 'dark' : 'light'],
    '--cr-link': link,
    '--cr-focus-color': link,
    '--cr-accent-ink': readableTint(theme.accent, theme),
    '--cr-primary': theme.primary,
    '--cr-primary-text': theme.primaryText ?? readableOn(theme.primary),
    '--cr-accent': theme.accent,
    '--cr-accent-text': readableOn(theme.accent),
    '--cr-bg': theme.background,
    '--cr-surface': theme.surface,
    '--cr-surface-alt': theme.surfaceAlt ?? mix(theme.text, theme.surface, 0.06),
    '--cr-text': theme.text,
    '--cr-text-muted': theme.textMuted ?? mix(theme.text, theme.background, 0.65),
    '--cr-border': theme.border ?? mix(theme.text, theme.background, 0.18),
    '--cr-gradient-start': theme.gradientStart ?? mix(theme.primary, '#000000', 0.6),
    '--cr-gradient-end': theme.gradientEnd ?? theme.primary,
  };
}

/** The declarations a theme sets on the root element: its custom properties and `color-scheme`. */
export function themeDeclarations(theme: BrandTheme): [name: string, value: string][] {
  return [
    ...Object.entries(themeVariables(theme)),
    ['color-scheme', isDark(theme.background) ? 'dark' : 'light'],
  ];
}

/** What may go into a style attribute unescaped: a hex colour or a colour scheme. */
const SAFE_VALUE = /^(#[0-9a-f]{3,8}|dark|light)$/i;

/**
 * The theme as the root element's `style` attribute, for a server that writes the page: the page
 * paints in the brand's colours before any script runs, and applyTheme then finds nothing to change.
 * A value that is not a colour is left out (applyTheme still sets it), so nothing can break out
 * of the attribute.
 * @example `<html style="${themeStyleAttribute(brand.theme)}">`
 */
export function themeStyleAttribute(theme: BrandTheme): string {
  return themeDeclarations(theme)
    .filter(([, value]) => SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
