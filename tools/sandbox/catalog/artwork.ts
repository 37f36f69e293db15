import { themeVariables, type BrandTheme } from '../../../runtime/rules/theme.ts';
import { hashString, seededRandom, type SeededRandom } from './seeded-random.ts';

export const ARTWORK_KINDS = [
  'game',
  'provider',
  'banner',
  'payment',
  'badge',
  'award',
  'promo',
  'news',
  'logo',
  'mark',
  'overlay',
] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

const SIZES: Record<ArtworkKind, { width: number; height: number }> = {
  game: { width: 320, height: 240 },
  provider: { width: 200, height: 80 },
  banner: { width: 1200, height: 400 },
  payment: { width: 120, height: 60 },
  badge: { width: 96, height: 96 },
  award: { width: 160, height: 160 },
  promo: { width: 640, height: 320 },
  news: { width: 640, height: 320 },
  logo: { width: 200, height: 48 },
  mark: { width: 48, height: 48 },
  overlay: { width: 400, height: 400 },
};

const MAX_LABEL = {
  game: 22,
  provider: 16,
  banner: 28,
  payment: 10,
  badge: 6,
  award: 12,
  promo: 24,
  news: 24,
  logo: 16,
  mark: 16,
  overlay: 24,
} as const;

const SMALL_WORDS = new Set(['of', 'the', 'and', 'in', 'a']);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "pragmaticplay/sweet-bonanza-1000" → "Sweet Bonanza 1000" (the last path segment, title-cased). */
export function labelOf(path: string, kind: ArtworkKind): string {
  const last = path.split('/').filter(Boolean).pop() ?? path;
  const words = last
    .replace(/\.svg$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    );
  const label = words.join(' ');
  const max = MAX_LABEL[kind];
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** The colours of a brand's artwork: its banner gradient, its accent and the text drawn on them. */
interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

/**
 * Artwork that stands for the brand itself (banners, promotions, news, its logo) takes the brand's
 * theme; artwork of a game, provider or payment method keeps a colour of its own name.
 */
const THEMED = new Set<ArtworkKind>(['banner', 'promo', 'news', 'logo', 'mark', 'overlay']);

/**
 * Behind a banner's, promotion's or news item's own texts: shapes only. A name written into the
 * picture would be placeholder text under the real title (and overlap it on a phone).
 */
const WORDLESS = new Set<ArtworkKind>(['banner', 'promo', 'news', 'overlay']);

function paletteOf(theme: BrandTheme): Palette {
  const variables = themeVariables(theme);
  return {
    from: variables['--cr-gradient-start']!,
    to: variables['--cr-gradient-end']!,
    accent: variables['--cr-accent']!,
    ink: variables['--cr-primary-text']!,
  };
}

function huePalette(rng: SeededRandom): Palette {
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 140)) % 360;
  return { from: `hsl(${hue} 70% 45%)`, to: `hsl(${hue2} 75% 30%)`, accent: '#fff', ink: '#fff' };
}

/** A medallion on a transparent field: the decoration beside a banner's texts. */
function drawOverlay(rng: SeededRandom, palette: Palette, label: string): string {
  const { width, height } = SIZES.overlay;
  const c = width / 2;
  const turn = rng.int(0, 71);
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = ((i * 36 + turn) * Math.PI) / 180;
    const r = i % 2 === 0 ? 96 : 40;
    return `${Math.round(c + r * Math.sin(angle))},${Math.round(c - r * Math.cos(angle))}`;
  }).join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<circle cx="${c}" cy="${c}" r="180" fill="${palette.accent}" fill-opacity=".9"/>`,
    `<circle cx="${c}" cy="${c}" r="150" fill="none" stroke="${palette.ink}" stroke-opacity=".7" stroke-width="10"/>`,
    `<circle cx="${c}" cy="${c}" r="128" fill="${palette.from}" fill-opacity=".35"/>`,
    `<polygon points="${points}" fill="${palette.ink}"/>`,
    `</svg>`,
  ].join('');
}

/**
 * A small deterministic SVG for any name: a two-colour gradient, a few translucent shapes and,
 * where the picture is not behind texts of its own, the name as a label. With a brand theme the
 * banner, promotion, news and logo artwork is drawn in the brand's colours. The same kind, path
 * and theme always give the same bytes (< 2 KB).
 */
export function drawArtwork(kind: ArtworkKind, path: string, theme?: BrandTheme): string {
  const rng = seededRandom(hashString(`${kind}:${path}`));
  const { width, height } = SIZES[kind];
  const palette = theme && THEMED.has(kind) ? paletteOf(theme) : huePalette(rng);
  const label = escapeXml(labelOf(path, kind));
  if (kind === 'overlay') return drawOverlay(rng, palette, label);
  const shapes: string[] = [];
  const count = kind === 'badge' || kind === 'payment' || kind === 'mark' ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const cx = rng.int(0, width);
    const cy = rng.int(0, height);
    const r = rng.int(Math.round(height / 8), Math.round(height / 2));
    const opacity = (rng.int(10, 30) / 100).toFixed(2);
    shapes.push(
      rng.chance(0.5)
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`
        : `<rect x="${cx - r}" y="${cy - r / 2}" width="${r * 2}" height="${r}" rx="${Math.round(r / 4)}" transform="rotate(${rng.int(-30, 30)} ${cx} ${cy})" fill="#000" fill-opacity="${opacity}"/>`,
    );
  }
  // A logo is mostly its name, a mark its initial; other artwork carries a small label or none.
  const text = kind === 'mark' ? label.charAt(0) : label;
  const share = kind === 'logo' ? 0.55 : kind === 'mark' ? 0.6 : 0.2;
  const fontSize = Math.round(
    Math.min(height * share, (width * 1.25) / Math.max(text.length, kind === 'mark' ? 1 : 4)),
  );
  const round = kind === 'badge' || kind === 'award' ? Math.round(width / 2) : Math.round(height / 12);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>`,
    `</linearGradient><clipPath id="c"><rect width="${width}" height="${height}" rx="${round}"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</g>`,
    WORDLESS.has(kind)
      ? ''
      : `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="${palette.ink}" stroke="#000" stroke-opacity=".25" stroke-width="2" paint-order="stroke">${text}</text>`,
    `</svg>`,
  ].join('');
}
