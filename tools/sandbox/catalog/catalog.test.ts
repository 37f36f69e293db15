// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.ts';
import { EXTRA_GAME_CATEGORIES, GAME_CATEGORIES } from './games.ts';
import { CRYPTO_METHOD_LIMITS, amountAllowed } from './payment-methods.ts';
import { PLAYER_GROUPS } from './statuses.ts';

const fixedNow = () => new Date('2026-11-21T12:00:00Z');

describe('createCatalog', () => {
  it('builds the same content on every run', () => {
    expect(JSON.stringify(createCatalog({ now: fixedNow }))).toBe(
      JSON.stringify(createCatalog({ now: fixedNow })),
    );
  });

  it('builds well under 200 ms', () => {
    // Best of three, so that a busy test machine does not decide the outcome.
    const timings = [0, 1, 2].map(() => {
      const started = performance.now();
      createCatalog();
      return performance.now() - started;
    });
    expect(Math.min(...timings)).toBeLessThan(200);
  });

  it('offers at least 1,500 games from at least 40 providers, each provider with games', () => {
    const catalog = createCatalog();
    expect(catalog.games.length).toBeGreaterThanOrEqual(1500);
    expect(catalog.providers.length).toBeGreaterThanOrEqual(40);
    for (const provider of catalog.providers) {
      expect(
        catalog.games.some((game) => game.provider === provider.slug),
        provider.slug,
      ).toBe(true);
    }
  });

  it('has games in every category of the spec and the extra ones', () => {
    const catalog = createCatalog();
    for (const slug of [...GAME_CATEGORIES, ...EXTRA_GAME_CATEGORIES]) {
      expect(catalog.games.filter((game) => game.categories.includes(slug)).length, slug).toBeGreaterThan(0);
    }
  });

  it('lists no table or live game under a theme chip of the pokies menu (no blackjack among the pokies)', () => {
    const menu = JSON.parse(
      readFileSync(
        new URL('../../../brands/_base/cms/config/menu-categories-games.json', import.meta.url),
        'utf8',
      ),
    ) as { pokies: string[] };
    // Curated lists (all, top, new) hold every kind of game; fishing games are their own kind.
    const themes = menu.pokies.filter((slug) => !['all', 'top', 'new', 'fishing'].includes(slug));
    expect(themes.length).toBeGreaterThan(5);
    const tables = ['table', 'live', 'blackjack', 'roulette', 'baccarat', 'poker'];
    for (const game of createCatalog().games) {
      if (!game.categories.some((slug) => tables.includes(slug))) continue;
      expect(
        game.categories.filter((slug) => themes.includes(slug)),
        game.title,
      ).toEqual([]);
    }
  });

  it('gives each game one id in every currency, with a FUN id exactly when it has a demo', () => {
    const catalog = createCatalog();
    const ids = new Set<number>();
    for (const game of catalog.games) {
      const gameIds = new Set(Object.values(game.currencies).map((entry) => entry.id));
      expect(gameIds.size).toBe(1);
      const [id] = gameIds;
      expect(ids.has(id as number)).toBe(false);
      ids.add(id as number);
      expect('FUN' in game.currencies).toBe(game.has_demo_mode);
      if (game.categories.includes('live')) expect(game.has_demo_mode).toBe(false);
      expect(game.identifier).toBe(`${game.provider}/${game.seo_title}`);
      expect(catalog.gameById(id as number)).toBe(game);
      expect(catalog.gameByIdentifier(game.identifier)).toBe(game);
    }
  });

  it('schedules tournaments, lotteries and quests in future, active and archive states by its clock', () => {
    const catalog = createCatalog({ now: fixedNow });
    for (const list of [catalog.tournaments, catalog.lotteries, catalog.quests]) {
      expect(new Set(list.map((item) => catalog.promotionState(item)))).toEqual(
        new Set(['future', 'active', 'archive']),
      );
    }
    expect(catalog.quests.every((quest) => quest.frontend_identifier.includes('quest'))).toBe(true);
    for (const tournament of catalog.tournaments) {
      const state = catalog.promotionState(tournament);
      expect(tournament.in_progress).toBe(state === 'active');
      expect(tournament.finished_at !== null).toBe(state === 'archive');
    }
  });

  it('moves an active tournament to the archive once its end has passed', () => {
    let now = fixedNow();
    const catalog = createCatalog({ now: () => now });
    const active = catalog.tournaments.find((t) => catalog.promotionState(t) === 'active');
    expect(active?.in_progress).toBe(true);
    now = new Date(Date.parse(active?.end_at ?? '') + 1000);
    expect(catalog.tournamentById(active?.id ?? 0)).toMatchObject({
      in_progress: false,
      finished_at: active?.end_at,
    });
  });

  it('lists jackpots with levels level_1 to level_3 and their winners', () => {
    const catalog = createCatalog();
    expect(catalog.jackpots.length).toBeGreaterThan(0);
    for (const jackpot of catalog.jackpots) {
      expect(jackpot.levels.map((level) => level.identifier)).toEqual(['level_1', 'level_2', 'level_3']);
      expect(jackpot.games.length).toBeGreaterThan(0);
    }
    expect(catalog.jackpotWins.length).toBeGreaterThanOrEqual(5);
  });

  it('has levels 1 to 12 with gifts and the VIP and special groups of the spec', () => {
    const catalog = createCatalog();
    const levels = catalog.statuses.filter((status) => status.status);
    expect(levels.map((level) => level.id)).toEqual(Array.from({ length: 12 }, (_, i) => `level_${i + 1}`));
    expect(levels.every((level) => (level.gift_descriptions ?? []).length > 0)).toBe(true);
    const groups = new Map(catalog.statuses.filter((s) => !s.status).map((s) => [Number(s.id), s]));
    for (const id of [
      1117, 257, 258, 259, 255, 759, 21, 916, 100, 791, 545, 543, 544, 1308, 1309, 631, 1401, 1101,
    ]) {
      expect(groups.has(id), String(id)).toBe(true);
    }
    expect(groups.get(PLAYER_GROUPS.writableChat)?.writable).toBe(true);
    expect(groups.get(PLAYER_GROUPS.gold)?.name).toBe('Gold');
  });

  it('prices comp-point cards of every type with a rate per currency for money', () => {
    const catalog = createCatalog();
    for (const type of ['money', 'freespins', 'lootboxes', 'lotteries'] as const) {
      expect(catalog.compPointRates(type).length, type).toBeGreaterThan(0);
    }
    const money = catalog.compPointRates('money')[0];
    expect(money?.rates?.map((rate) => rate.currency)).toEqual(expect.arrayContaining(['EUR', 'CAD', 'BTC']));
    expect(catalog.compPointRates('lotteries')[0]?.rate.lottery_ids?.length).toBeGreaterThan(0);
  });

  it('applies the spec payment limits: 0.0001 BTC minimum deposit, tether withdrawals 25 to 4000', () => {
    const catalog = createCatalog();
    const btc = catalog.paymentMethods.find((method) => method.currency === 'BTC');
    const usdt = catalog.paymentMethods.find((method) => method.currency === 'USDT');
    expect(btc?.deposit.min).toBe(CRYPTO_METHOD_LIMITS.BTC.deposit.min);
    expect(btc && amountAllowed(btc, 'deposit', 10_000)).toBe(true);
    expect(btc && amountAllowed(btc, 'deposit', 9_999)).toBe(false);
    expect(usdt && amountAllowed(usdt, 'cashout', 2_400)).toBe(false);
    expect(usdt && amountAllowed(usdt, 'cashout', 400_000)).toBe(true);
    expect(usdt && amountAllowed(usdt, 'cashout', 400_001)).toBe(false);
    expect(
      catalog.paymentMethods.some((method) => method.type === 'cards' && method.currency === 'EUR'),
    ).toBe(true);
  });

  it('describes countries with default currencies, the ten locales and the enabled currencies', () => {
    const catalog = createCatalog();
    const byCode = new Map(catalog.countries.map((country) => [country.code, country.default_currency]));
    expect(byCode.get('AU')).toBe('AUD');
    expect(byCode.get('CA')).toBe('CAD');
    expect(byCode.get('EE')).toBe('EUR');
    expect(catalog.locales).toHaveLength(10);
    const btc = catalog.currencies.find((currency) => currency.code === 'BTC');
    expect(btc).toMatchObject({ fiat: false, subunits_to_unit: 100_000_000 });
    expect(catalog.currencies.find((currency) => currency.default)?.code).toBe('EUR');
  });

  it('gives the player field sets of every context, a provider included', () => {
    const { contexts, fields } = createCatalog().playerFields;
    expect(Object.keys(contexts)).toEqual(
      expect.arrayContaining(['registration', 'deposit', 'cashout', 'edition', 'evolution']),
    );
    // A short sign-up: the personal details are asked at the first deposit.
    expect(contexts.registration).toEqual(['email', 'password', 'currency', 'terms_acceptance']);
    expect(fields.find((field) => field.field === 'date_of_birth')?.age?.min).toMatchObject({
      default: 18,
      EE: 21,
    });
  });

  it('offers deposit and registration bonuses and wheel loot boxes with the spec weights', () => {
    const catalog = createCatalog();
    expect(catalog.bonusOffers.deposit.length).toBeGreaterThan(0);
    expect(catalog.bonusOffers.registration.length).toBeGreaterThan(0);
    const wheel = catalog.lootboxTemplates.find((box) => box.group_key.startsWith('wheel'));
    expect(wheel?.items.map((item) => item.weight)).toEqual([5000, 2000, 1400, 820, 470, 50, 10]);
    expect(wheel?.items.filter((item) => item.prize)).toHaveLength(1);
  });
});
