import { FALLBACK_CURRENCY } from './currencies.ts';

/** Winners shown per leaderboard tab, and skeleton rows while they load (spec §9). */
export const JACKPOT_LEADERBOARD_SIZE = 5;

/** The part of a jackpot win (API-SHAPES JackpotWin) that orders the leaderboards. */
export interface WinLike {
  created_at: string;
  jackpot_original_amount_cents: number;
}

/**
 * The biggest wins first (by the jackpot's original amount); equal amounts keep the newer first.
 * @example biggestWins(wins, 5)
 */
export function biggestWins<W extends WinLike>(wins: readonly W[], size = JACKPOT_LEADERBOARD_SIZE): W[] {
  return [...wins]
    .sort(
      (a, b) =>
        b.jackpot_original_amount_cents - a.jackpot_original_amount_cents ||
        Date.parse(b.created_at) - Date.parse(a.created_at),
    )
    .slice(0, size);
}

/** The most recent wins first. */
export function latestWins<W extends WinLike>(wins: readonly W[], size = JACKPOT_LEADERBOARD_SIZE): W[] {
  return [...wins].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, size);
}

/**
 * The minimum bet of a jackpot level in the player's currency, else in EUR (the fallback
 * currency); null when the configuration names none.
 * @example levelMinBet({ EUR: 20, CAD: 30 }, 'NOK') // { currency: 'EUR', cents: 20 }
 */
export function levelMinBet(
  perCurrency: Readonly<Record<string, number>> | undefined,
  currency: string,
): { currency: string; cents: number } | null {
  const own = perCurrency?.[currency];
  if (own !== undefined) return { currency, cents: own };
  const fallback = perCurrency?.[FALLBACK_CURRENCY];
  return fallback === undefined ? null : { currency: FALLBACK_CURRENCY, cents: fallback };
}
