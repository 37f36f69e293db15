import type { Provider } from './types.ts';

export type ProviderKind = 'slots' | 'live' | 'mixed' | 'instant';

export interface ProviderSeed {
  slug: string;
  title: string;
  kind: ProviderKind;
}

// Fictional studios, except the two the spec names (new-provider popup: evolution, pragmaticplay).
export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  { slug: 'pragmaticplay', title: 'Pragmatic Play', kind: 'mixed' },
  { slug: 'evolution', title: 'Evolution', kind: 'live' },
  ...[
    'Aurora Reels',
    'Blue Comet',
    'Copper Fox',
    'Dragon Lantern',
    'Emerald Peak',
    'Fable Forge',
    'Golden Owl',
    'Harbor Lights',
    'Iron Tusk',
    'Jade Pagoda',
    'Kraken Works',
    'Lucky Lynx',
    'Moonstone',
    'Northern Spin',
    'Orchid Play',
    'Pixel Pirate',
    'Quartz Games',
    'Red Rook',
    'Silver Stag',
    'Tidal Games',
    'Ultra Volt',
    'Velvet Tiger',
    'Wild Meadow',
    'Xeno Labs',
    'Yellow Kite',
    'Zephyr Studio',
    'Amber Arcade',
    'Bolt Gaming',
    'Cinder Games',
    'Drift Studios',
    'Echo Reels',
    'Frost Byte',
    'Granite Gaming',
    'Hollow Oak',
    'Ivory Tower',
    'Juniper Play',
  ].map((title) => ({ slug: slugify(title), title, kind: 'slots' as const })),
  { slug: 'studio-live', title: 'Studio Live', kind: 'live' },
  { slug: 'velvet-room-live', title: 'Velvet Room Live', kind: 'live' },
  { slug: 'royal-table-live', title: 'Royal Table Live', kind: 'live' },
  { slug: 'rocket-dice', title: 'Rocket Dice', kind: 'instant' },
  { slug: 'skyline-crash', title: 'Skyline Crash', kind: 'instant' },
  { slug: 'deep-net', title: 'Deep Net', kind: 'instant' },
];

/** Lower-case ASCII slug; the catalog's titles are ASCII, so no Unicode folding is needed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function buildProviders(): Provider[] {
  return PROVIDER_SEEDS.map(({ slug, title }) => ({
    id: slug,
    title,
    name: title,
    provider: slug,
    slug,
    url: `/producers/${slug}`,
  }));
}
