import { GAME_CATEGORY_SLUGS } from '../../../schemas/cms/common.schema.ts';
import {
  CRYPTO_CURRENCIES,
  DEMO_CURRENCY,
  ENABLED_CURRENCIES,
  convertEurCents,
  isFiat,
} from './currencies.ts';
import { PROVIDER_SEEDS, slugify, type ProviderSeed } from './providers.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { DeviceKind, GameRaw, Volatility } from './types.ts';

/** Game category slugs of SPEC §2: one list, shared with the CMS schemas. */
export const GAME_CATEGORIES = GAME_CATEGORY_SLUGS;
/** Further categories a game may carry (SPEC §3). */
export const EXTRA_GAME_CATEGORIES = [
  'animated',
  'exclusive',
  'pragmatic-drop-wins',
  'pragmatic-drop-wins-live',
  'prerelease',
] as const;

/** How many games the curated lists hold (positions in the popularity order, SPEC §9 lobby rows). */
const CURATED_SIZES = { top: 60, new: 48, recommended: 60, lobby: 90, special: 30 } as const;

type GameType = 'slot' | 'table' | 'live' | 'crash' | 'fishing' | 'lottery';

const ADJECTIVES = [
  'Wild',
  'Golden',
  'Lucky',
  'Mystic',
  'Blazing',
  'Frozen',
  'Royal',
  'Hidden',
  'Savage',
  'Sweet',
  'Electric',
  'Ancient',
  'Cosmic',
  'Crystal',
  'Emerald',
  'Fiery',
  'Haunted',
  'Jolly',
  'Magic',
  'Neon',
  'Raging',
  'Silver',
  'Sparkling',
  'Thunder',
  'Twisted',
  'Velvet',
  'Wicked',
  'Mega',
  'Turbo',
  'Midnight',
  'Stormy',
  'Sunny',
];
const NOUNS = [
  'Bonanza',
  'Dragon',
  'Tiger',
  'Gems',
  'Riches',
  'Fortune',
  'Treasure',
  'Jungle',
  'Panda',
  'Wolves',
  'Buffalo',
  'Pirates',
  'Vikings',
  'Diamonds',
  'Stars',
  'Bells',
  'Coins',
  'Kingdom',
  'Island',
  'Temple',
  'Legends',
  'Heist',
  'Rodeo',
  'Safari',
  'Carnival',
  'Express',
  'Spins',
  'Hunt',
  'Quest',
  'Nights',
  'Owls',
  'Rhinos',
  'Lanterns',
  'Cats',
  'Samurai',
  'Mermaids',
];
const SLOT_SUFFIXES = [
  'Deluxe',
  'Hold & Win',
  'Extreme',
  'Xmas',
  'Dream Drop',
  'Power',
  'Boost',
  'Reloaded',
  'Gold',
  'Unleashed',
  '1000',
  'Rising',
  'Cluster Pays',
  'Dice',
  'Scratch',
  'Remastered',
];
const BOOK_WORDS = [
  'Shadows',
  'Kings',
  'Secrets',
  'Gods',
  'the Sun',
  'Magic',
  'Tides',
  'Runes',
  'Fate',
  'Souls',
];
const FRUIT_WORDS = ['Party', 'Blast', 'Machine', 'Shop', 'Frenzy', 'Mania', 'Cocktail', 'Stack', 'Fiesta'];
const EGYPT_HEROES = ['Pharaoh', 'Cleopatra', 'Anubis', 'Nile', 'Pyramid', 'Scarab', 'Sphinx', 'Horus'];
const EGYPT_WORDS = ['Gold', 'Riches', 'Legacy', 'Secrets', 'Treasures', 'Quest', 'Dynasty', 'Tomb'];
const TABLE_STYLES = [
  'European',
  'American',
  'French',
  'Classic',
  'Multihand',
  'Double',
  'Premier',
  'Single Deck',
];
const LIVE_STYLES = [
  'Speed',
  'VIP',
  'Grand',
  'Salon',
  'Royal',
  'Infinite',
  'Immersive',
  'Turbo',
  'Golden',
  'Prime',
];
const TABLE_GAMES = ['Blackjack', 'Roulette', 'Baccarat', 'Poker'] as const;
const SHOWS = ['Dream Wheel', 'Money Drop', 'Dice Show', 'Mega Ball', 'Coin Flip', 'Prize Tower'];
const CRASH_WORDS = [
  'Rocket',
  'Jet',
  'Comet',
  'Balloon',
  'Plinko',
  'Mines',
  'Dice',
  'Limbo',
  'Tower',
  'Aviatrix',
];
const CRASH_SUFFIXES = ['X', 'Rush', 'Up', 'Blast', 'Go', 'Max'];
const FISHING_WORDS = ['Catch', 'Bass', 'Reel', 'Fishing', 'Harpoon', 'Angler'];
const LOTTERY_WORDS = ['Keno', 'Bingo', 'Lotto', 'Scratch'];
const LOTTERY_SUFFIXES = ['Mania', 'Stars', '80', 'Deluxe', 'Express'];

interface Draft {
  title: string;
  type: GameType;
  categories: Set<string>;
}

function draftFor(rng: SeededRandom, seed: ProviderSeed): Draft {
  const type = gameType(rng, seed);
  const categories = new Set<string>(['all']);
  let title: string;
  switch (type) {
    case 'slot': {
      categories.add('pokies');
      const theme = rng.next();
      if (theme < 0.1) {
        title = `Book of ${rng.pick(BOOK_WORDS)}`;
        categories.add('book');
      } else if (theme < 0.2) {
        title = rng.chance(0.5) ? `${rng.pick(ADJECTIVES)} Fruits` : `Fruit ${rng.pick(FRUIT_WORDS)}`;
        categories.add('fruit');
      } else if (theme < 0.3) {
        title = `${rng.pick(EGYPT_HEROES)} ${rng.pick(EGYPT_WORDS)}`;
        categories.add('egypt');
      } else {
        title = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
      }
      if (rng.chance(0.45)) title = `${title} ${rng.pick(SLOT_SUFFIXES)}`;
      break;
    }
    case 'table': {
      const game = rng.pick(TABLE_GAMES);
      title = `${rng.pick(TABLE_STYLES)} ${game}`;
      categories.add('table').add(game.toLowerCase());
      break;
    }
    case 'live': {
      categories.add('live');
      if (rng.chance(0.2)) {
        title = `${rng.pick(LIVE_STYLES)} ${rng.pick(SHOWS)}`;
        categories.add('game-shows');
      } else {
        const game = rng.pick(TABLE_GAMES);
        title = `${rng.pick(LIVE_STYLES)} ${game}`;
        categories.add(game.toLowerCase());
      }
      break;
    }
    case 'crash':
      title = `${rng.pick(CRASH_WORDS)} ${rng.pick(CRASH_SUFFIXES)}`;
      categories.add('crash');
      if (rng.chance(0.6)) categories.add('btc-games');
      break;
    case 'fishing':
      title = `${rng.pick(ADJECTIVES)} ${rng.pick(FISHING_WORDS)}`;
      categories.add('fishing');
      break;
    case 'lottery':
      title = `${rng.pick(LOTTERY_WORDS)} ${rng.pick(LOTTERY_SUFFIXES)}`;
      categories.add('lottery');
      break;
  }
  return { title, type, categories };
}

function gameType(rng: SeededRandom, seed: ProviderSeed): GameType {
  const roll = rng.next();
  switch (seed.kind) {
    case 'live':
      return 'live';
    case 'instant':
      return roll < 0.6 ? 'crash' : roll < 0.8 ? 'fishing' : 'lottery';
    case 'mixed':
      return roll < 0.7 ? 'slot' : roll < 0.9 ? 'live' : 'table';
    case 'slots':
      return roll < 0.86 ? 'slot' : roll < 0.96 ? 'table' : roll < 0.98 ? 'fishing' : 'crash';
  }
}

function uniqueTitle(rng: SeededRandom, seed: ProviderSeed, taken: Set<string>): Draft {
  let draft = draftFor(rng, seed);
  for (let attempt = 0; attempt < 12 && taken.has(slugify(draft.title)); attempt++)
    draft = draftFor(rng, seed);
  let title = draft.title;
  for (let n = 2; taken.has(slugify(title)); n++) title = `${draft.title} ${n}`;
  taken.add(slugify(title));
  return { ...draft, title };
}

function currencySet(rng: SeededRandom, seed: ProviderSeed): string[] {
  // Some studios lack a few fiat currencies or crypto: the client must show "not supported" tiles.
  const fiat = ENABLED_CURRENCIES.filter(isFiat).filter((code) => !(code !== 'EUR' && rng.chance(0.12)));
  const crypto = seed.kind === 'instant' || rng.chance(0.65) ? [...CRYPTO_CURRENCIES] : [];
  return [...fiat, ...crypto.filter((code) => (ENABLED_CURRENCIES as readonly string[]).includes(code))];
}

const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high', 'very-high'];

/** Builds the game list in popularity order; ids are 1..n in generation order. */
export function buildGames(rng: SeededRandom): GameRaw[] {
  const games: GameRaw[] = [];
  let nextId = 1;
  for (const seed of PROVIDER_SEEDS) {
    const currencies = currencySet(rng, seed);
    const count = rng.int(36, 50);
    const taken = new Set<string>();
    for (let i = 0; i < count; i++) {
      const draft = uniqueTitle(rng, seed, taken);
      games.push(finishGame(rng, seed, draft, currencies, nextId++));
    }
  }
  const ordered = rng.sample(games, games.length);
  markCurated(rng, ordered);
  markUniqueSeoTitles(ordered);
  return ordered;
}

function finishGame(
  rng: SeededRandom,
  seed: ProviderSeed,
  draft: Draft,
  currencyCodes: readonly string[],
  id: number,
): GameRaw {
  const { categories, type } = draft;
  const seoTitle = slugify(draft.title);
  const isSlot = type === 'slot';
  const volatility: Volatility = isSlot ? rng.pick(VOLATILITIES) : rng.pick(['low', 'medium'] as const);
  // The volatility and bonus-wagering categories are chips of the pokies menu: slots only, so that
  // no blackjack table turns up among the pokies.
  if (isSlot && (volatility === 'high' || volatility === 'very-high')) categories.add('high-volatility');
  if (isSlot && volatility === 'low') categories.add('low-volatility');
  const megaways = isSlot && rng.chance(0.1);
  if (megaways) categories.add('megaways');
  if (isSlot && rng.chance(0.25)) categories.add('bonus-buy');
  // The draw is kept for table games too: the rest of the catalogue stays as it was generated.
  if ((isSlot || type === 'table') && rng.chance(0.3) && isSlot) categories.add('bonus-wagering');
  const jackpot = isSlot && rng.chance(0.1);
  if (jackpot) {
    categories.add('jackpot');
    if (rng.chance(0.5)) categories.add('mystic-jackpots');
  }
  if (isSlot && rng.chance(0.1)) categories.add('animated');
  if (rng.chance(0.03)) categories.add('exclusive');
  if (rng.chance(0.02)) categories.add('prerelease');
  if (seed.slug === 'pragmaticplay' && rng.chance(0.4)) {
    categories.add(type === 'live' ? 'pragmatic-drop-wins-live' : 'pragmatic-drop-wins');
  }
  if (currencyCodes.includes('BTC') && type !== 'live' && rng.chance(0.15)) categories.add('btc-games');

  const hasDemo = type !== 'live' && !rng.chance(0.05);
  const jackpotEurCents = jackpot ? rng.int(5_000, 2_500_000) * 100 : null;
  const currencies: GameRaw['currencies'] = {};
  for (const code of currencyCodes) {
    currencies[code] =
      jackpotEurCents === null ? { id } : { id, jackpot: convertEurCents(jackpotEurCents, code) };
  }
  if (hasDemo) currencies[DEMO_CURRENCY] = { id };

  const deviceRoll = rng.next();
  const devices: DeviceKind[] =
    deviceRoll < 0.05 ? ['desktop'] : deviceRoll < 0.08 ? ['mobile'] : ['desktop', 'mobile'];
  const lines = isSlot && !megaways && rng.chance(0.7) ? rng.pick([5, 9, 10, 20, 25, 40, 50]) : null;
  const ways = megaways ? 117_649 : isSlot && lines === null ? rng.pick([243, 1024, 4096]) : null;
  return {
    identifier: `${seed.slug}/${seoTitle}`,
    title: draft.title,
    provider: seed.slug,
    seo_title: seoTitle,
    uniq_seo_title: true,
    categories: [...categories],
    devices,
    currencies,
    unfinished_games_for: [],
    lines,
    ways,
    volatility_rating: volatility,
    hit_rate: `${rng.int(150, 450) / 10}%`,
    payout: (rng.int(9400, 9800) / 100).toFixed(2),
    has_demo_mode: hasDemo,
  };
}

/** Curated lists are positions in the popularity order, so they stay stable and overlap naturally. */
function markCurated(rng: SeededRandom, ordered: GameRaw[]): void {
  const add = (games: readonly GameRaw[], category: string) => {
    for (const game of games) if (!game.categories.includes(category)) game.categories.push(category);
  };
  add(ordered.slice(0, CURATED_SIZES.top), 'top');
  add(ordered.slice(0, CURATED_SIZES.lobby), 'lobby');
  add(rng.sample(ordered.slice(0, 400), CURATED_SIZES.recommended), 'recommended');
  add(rng.sample(ordered, CURATED_SIZES.special), 'special');
  add(rng.sample(ordered, CURATED_SIZES.new), 'new');
}

function idOf(game: GameRaw): number {
  return Object.values(game.currencies)[0]?.id ?? 0;
}

function markUniqueSeoTitles(games: GameRaw[]): void {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.seo_title, (counts.get(game.seo_title) ?? 0) + 1);
  for (const game of games) game.uniq_seo_title = counts.get(game.seo_title) === 1;
}

/** The numeric id of a game: the same in every currency (FUN included). */
export function gameId(game: GameRaw): number {
  return idOf(game);
}
