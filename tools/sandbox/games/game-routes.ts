import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { convertEurCents, DEMO_CURRENCY } from '../catalog/currencies.ts';
import type { GameRaw } from '../catalog/types.ts';
import { one, type Queryable } from '../db/database.ts';
import { notFound, unauthorized, unprocessable } from '../../../server/http/http-error.ts';
import { announceReachedLimit } from '../limits/limit-events.ts';
import { exceededLimit, playLock } from '../limits/limit-store.ts';
import { toPlayerFreespin, wagerBet, type FreespinRow } from '../bonuses/bonus-store.ts';
import { awardCompPoints } from '../comp-points/exchange-routes.ts';
import { missingFields } from '../../../runtime/rules/profile-completeness.ts';
import { loadPlayer, type PlayerRow } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { recordTournamentSpin } from '../tournaments/tournament-store.ts';
import { accountFor, amountCents, betMovement, move, realMoney, toAccount } from '../wallet/wallet.ts';
import { siteQueryProperties } from '../http/route-schemas.ts';
import { renderGamePage } from './game-page.ts';
import { spinOutcome } from './slot-machine.ts';

/** Demo credits a visitor starts with (and is topped up to when they run out). */
export const DEMO_START_CENTS = 100_000;
/** Bet choices of the sandbox slot, in EUR cents (converted to the player's currency). */
export const BET_STEPS_EUR_CENTS = [20, 50, 100, 200, 500] as const;
/** One comp point per EUR 1 wagered (chargeable and persistent alike). */
export const COMP_POINT_EUR_CENTS = 100;
/** A win of this many times the bet or more is shown to everyone on `public:wins`. */
export const PUBLIC_WIN_MULTIPLIER = 10;
const DEMO_COOKIE = 'croupier_demo';
/** Stake of one free spin per bet level, in EUR cents. */
export const FREESPIN_EUR_CENTS_PER_LEVEL = 20;
const freespinBet = (currency: string, betLevel: number) =>
  convertEurCents(FREESPIN_EUR_CENTS_PER_LEVEL * betLevel, currency);

const spinBody = {
  type: 'object',
  additionalProperties: false,
  required: ['game', 'mode', 'bet_cents'],
  properties: {
    game: { type: 'string', maxLength: 200 },
    mode: { type: 'string', enum: ['real', 'demo'] },
    bet_cents: { ...amountCents, minimum: 1 },
  },
} as const;

const pageParams = {
  type: 'object',
  additionalProperties: false,
  required: ['provider', 'slug'],
  properties: { provider: { type: 'string', maxLength: 100 }, slug: { type: 'string', maxLength: 100 } },
} as const;
const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...siteQueryProperties, mode: { type: 'string', enum: ['real', 'demo'] } },
} as const;

/**
 * Marks a game as played by a player now (`GET /api/player/played_games`): launching it, in real
 * or demo mode, counts, and so does every spin.
 */
export async function recordPlayedGame(db: Queryable, playerId: number, identifier: string): Promise<void> {
  await db.query(
    `INSERT INTO played_games (player_id, identifier) VALUES ($1, $2)
     ON CONFLICT (player_id, identifier) DO UPDATE SET last_activity_at = now()`,
    [playerId, identifier],
  );
}

export const betOptionsFor = (currency: string): number[] =>
  BET_STEPS_EUR_CENTS.map((cents) => (currency === DEMO_CURRENCY ? cents : convertEurCents(cents, currency)));

export function registerGameRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;
  /** Demo wallets live in memory, keyed by a cookie: FUN money needs no persistence. */
  const demoWallets = new Map<string, { balance: number; spins: number }>();

  const demoWallet = (token: string | undefined) => {
    const wallet = (token && demoWallets.get(token)) || { balance: DEMO_START_CENTS, spins: 0 };
    return wallet;
  };

  /**
   * Takes one spin of an activated free-spins gift on this game, if the player has one; the last
   * spin finishes the gift (SPEC §4 stage `finished`).
   */
  async function useFreespin(tx: Queryable, playerId: number, currency: string, identifier: string) {
    const row = await one<FreespinRow>(
      tx,
      `SELECT * FROM freespins WHERE player_id = $1 AND currency = $2 AND stage = 'activated' AND games ? $3
        ORDER BY id LIMIT 1`,
      [playerId, currency, identifier],
    );
    if (!row) return null;
    const performed = (row.freespins_performed ?? 0) + 1;
    const updated = await one<FreespinRow>(
      tx,
      'UPDATE freespins SET freespins_performed = $2, stage = $3 WHERE id = $1 RETURNING *',
      [row.id, performed, performed >= row.freespins_total ? 'finished' : 'activated'],
    );
    const freespin = toPlayerFreespin(updated as FreespinRow);
    hub.publishPrivate(playerId, 'freespins_changes', freespin);
    return freespin;
  }

  function findGame(identifier: string): GameRaw {
    const game = catalog.gameByIdentifier(identifier);
    if (!game) throw notFound('game_not_found');
    return game;
  }

  /**
   * SPEC §5: a provider may require player fields before real money (its name is a context of
   * `/api/info/player_fields`); while one is empty, real play of its games is refused with the
   * fields, as the payments name theirs (`player.<field>`). Demo is exempt.
   */
  function requireProviderFields(player: PlayerRow, game: GameRaw): void {
    const missing = missingFields(
      player as unknown as Record<string, unknown>,
      catalog.playerFields,
      game.provider,
    );
    if (missing.length === 0) return;
    throw unprocessable(
      Object.fromEntries(missing.map((field) => [`player.${field}`, [`is required by ${game.provider}`]])),
    );
  }

  app.get<{ Params: FromSchema<typeof pageParams>; Querystring: FromSchema<typeof pageQuery> }>(
    '/sandbox/game/:provider/:slug',
    { schema: { params: pageParams, querystring: pageQuery } },
    async (request, reply) => {
      const game = findGame(`${request.params.provider}/${request.params.slug}`);
      const mode = request.query.mode ?? (request.playerId === null ? 'demo' : 'real');
      if (mode === 'real') {
        if (request.playerId === null) throw unauthorized();
        const player = await loadPlayer(db, request.playerId);
        if (!game.currencies[player.currency])
          throw unprocessable({ currency: ['this game does not take your currency'] });
        requireProviderFields(player, game);
        const account = await accountFor(db, player.id, player.currency);
        await recordPlayedGame(db, player.id, game.identifier);
        return reply
          .type('text/html; charset=utf-8')
          .send(
            renderGamePage(
              game,
              'real',
              betOptionsFor(player.currency),
              toAccount(account),
              request.cspNonce,
            ),
          );
      }
      if (!game.has_demo_mode) throw unprocessable({ mode: ['this game has no demo mode'] });
      // A signed-in player's demo counts as played too; a guest has no history.
      if (request.playerId !== null) await recordPlayedGame(db, request.playerId, game.identifier);
      let token = request.cookies[DEMO_COOKIE];
      if (!token || !demoWallets.has(token)) {
        token = randomBytes(16).toString('base64url');
        demoWallets.set(token, { balance: DEMO_START_CENTS, spins: 0 });
        reply.setCookie(DEMO_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/' });
      }
      const wallet = demoWallet(token);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          renderGamePage(
            game,
            'demo',
            betOptionsFor(DEMO_CURRENCY),
            { amount_cents: wallet.balance, currency: DEMO_CURRENCY },
            request.cspNonce,
          ),
        );
    },
  );

  app.post<{ Body: FromSchema<typeof spinBody> }>(
    '/sandbox/game/spin',
    { schema: { body: spinBody }, config: { idempotent: true } },
    async (request, reply) => {
      const { game: identifier, mode, bet_cents: bet } = request.body;
      const game = findGame(identifier);

      if (mode === 'demo') {
        if (!game.has_demo_mode) throw unprocessable({ mode: ['this game has no demo mode'] });
        let token = request.cookies[DEMO_COOKIE];
        if (!token || !demoWallets.has(token)) {
          token = randomBytes(16).toString('base64url');
          reply.setCookie(DEMO_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/' });
        }
        const wallet = demoWallet(token);
        if (wallet.balance < bet) wallet.balance = DEMO_START_CENTS;
        if (bet > wallet.balance) throw unprocessable({ bet_cents: ['not enough money'] });
        wallet.spins += 1;
        const outcome = spinOutcome(`demo:${token}`, identifier, wallet.spins);
        const win = bet * outcome.multiplier;
        wallet.balance += win - bet;
        demoWallets.set(token, wallet);
        if (request.playerId !== null) await recordPlayedGame(db, request.playerId, identifier);
        return {
          spin: wallet.spins,
          ...outcome,
          bet_cents: bet,
          win_cents: win,
          balance: { currency: DEMO_CURRENCY, amount_cents: wallet.balance },
        };
      }

      if (request.playerId === null) throw unauthorized();
      const playerId = request.playerId;
      const player = await loadPlayer(db, playerId);
      const currency = player.currency;
      if (!game.currencies[currency])
        throw unprocessable({ game: ['this game does not take your currency'] });
      requireProviderFields(player, game);
      const lock = await playLock(db, playerId);
      if (lock) throw unprocessable({ base: [`your account is locked (${lock.type}) until ${lock.until}`] });
      const wagerLimit = await exceededLimit(db, playerId, currency, ['wager'], bet);
      if (wagerLimit) throw unprocessable({ bet_cents: [`exceeds your ${wagerLimit.period} wager limit`] });
      const lossLimit = await exceededLimit(db, playerId, currency, ['loss'], bet);
      if (lossLimit) throw unprocessable({ bet_cents: [`exceeds your ${lossLimit.period} loss limit`] });

      const result = await db.transaction(async (tx) => {
        const counter = await one<{ spin_count: number }>(
          tx,
          'UPDATE players SET spin_count = spin_count + 1 WHERE id = $1 RETURNING spin_count',
          [playerId],
        );
        const spin = counter?.spin_count ?? 1;
        const outcome = spinOutcome(`player:${playerId}`, identifier, spin);
        const reference = `spin:${playerId}:${spin}`;
        const freespin = await useFreespin(tx, playerId, currency, identifier);
        // A free spin stakes the gift's bet level, not the player's money; its win is bonus money.
        const stake = freespin ? freespinBet(currency, freespin.bet_level) : bet;
        const win = stake * outcome.multiplier;
        let account = freespin
          ? await accountFor(tx, playerId, currency)
          : await move(tx, betMovement(playerId, currency, bet, reference));
        if (win > 0) {
          account = await move(
            tx,
            freespin
              ? { playerId, currency, kind: 'win', amountCents: win, cashoutCents: 0, reference }
              : realMoney(playerId, currency, 'win', win, reference),
          );
        }
        if (!freespin) await wagerBet(tx, hub, playerId, currency, bet, account.amount_cents);
        await recordPlayedGame(tx, playerId, identifier);
        const points = freespin
          ? 0
          : Math.floor(bet / Math.max(1, convertEurCents(COMP_POINT_EUR_CENTS, currency)));
        const compPoints = points > 0 ? await awardCompPoints(tx, hub, playerId, points, points) : null;
        await recordTournamentSpin(tx, hub, {
          playerId,
          nickname: player.nickname || player.email,
          groups: player.groups,
          game,
          tournaments: catalog.tournaments,
          betCents: stake,
          winCents: win,
          points,
        });
        return { spin, outcome, win, stake, freespin, account: toAccount(account), points, compPoints };
      });
      hub.publishPrivate(playerId, 'balance', result.account);
      if (!result.freespin) await announceReachedLimit(db, hub, playerId, currency, ['wager', 'loss']);
      if (result.outcome.multiplier >= PUBLIC_WIN_MULTIPLIER) {
        hub.publishPublic('wins', {
          user_name: player.nickname || player.email.split('@')[0],
          game: { identifier: game.identifier, title: game.title, provider: game.provider },
          amount_cents: result.win,
          currency,
          created_at: new Date().toISOString(),
        });
      }
      return {
        spin: result.spin,
        ...result.outcome,
        bet_cents: result.stake,
        win_cents: result.win,
        balance: result.account,
        comp_points_awarded: result.points,
        freespin: result.freespin
          ? {
              id: result.freespin.id,
              left: result.freespin.freespins_total - (result.freespin.freespins_performed ?? 0),
            }
          : null,
      };
    },
  );
}
