import { hashString, seededRandom } from './seeded-random.ts';

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

/**
 * A small deterministic SVG for any name: a two-colour gradient, a few translucent shapes and the
 * name as a label. The same kind and path always give the same bytes (< 2 KB).
 */
export function drawArtwork(kind: ArtworkKind, path: string): string {
  const rng = seededRandom(hashString(`${kind}:${path}`));
  const { width, height } = SIZES[kind];
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 140)) % 360;
  const shapes: string[] = [];
  const count = kind === 'badge' || kind === 'payment' ? 2 : 4;
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
  const label = escapeXml(labelOf(path, kind));
  // A logo is mostly its name; other artwork carries a small label.
  const share = kind === 'logo' ? 0.55 : 0.2;
  const fontSize = Math.round(Math.min(height * share, (width * 1.25) / Math.max(label.length, 4)));
  const round = kind === 'badge' || kind === 'award' ? Math.round(width / 2) : Math.round(height / 12);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 30%)"/>`,
    `</linearGradient><clipPath id="c"><rect width="${width}" height="${height}" rx="${round}"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</g>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="2" paint-order="stroke">${label}</text>`,
    `</svg>`,
  ].join('');
}
