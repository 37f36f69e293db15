import { convertEurCents } from '../catalog/currencies.ts';

// Bonus and loot-box stages are the client's (runtime/api/types.ts BonusStage, Lootbox['stage']; the
// finished ones: runtime/rules/gifts.ts FINISHED_GIFT_STAGES). Free spins also reach `activated`,
// which the client reads as a plain string, so the sandbox names that union itself.
export type FreespinStage = 'issued' | 'activated' | 'finished' | 'canceled' | 'expired';

const DAY_MS = 86_400_000;

/** What registration gives every new player (SPEC §3 kinds: registration, free spins). */
export const WELCOME_BONUS = {
  title: 'Welcome bonus',
  type: 'NonDeposit',
  eurCents: 1_000,
  wager: 25,
  activatableDays: 7,
  validDays: 30,
} as const;
export const WELCOME_FREESPINS = {
  title: 'Welcome free spins',
  count: 50,
  betLevel: 1,
  activatableDays: 7,
} as const;
/** A deposit made while a deposit bonus code is set earns a 100 % match up to this cap, wager 30. */
export const DEPOSIT_BONUS = {
  title: 'Deposit bonus',
  type: 'Deposit bonus',
  capEurCents: 50_000,
  wager: 30,
} as const;

/** What the admin's gift desk (POST /sandbox/admin/gifts) gives. */
export const ADMIN_GIFT = {
  bonusTitle: 'A gift from the casino',
  bonusEurCents: 500,
  bonusWager: 10,
  freespinsTitle: 'Gift free spins',
  freespins: 20,
  activatableDays: 3,
  validDays: 14,
} as const;

/** Coupons the sandbox accepts at POST /api/bonuses/coupon. */
export const COUPONS: Readonly<
  Record<string, { kind: 'bonus'; eurCents: number; wager: number } | { kind: 'freespins'; count: number }>
> = {
  SANDBOX10: { kind: 'bonus', eurCents: 1_000, wager: 3 },
  SPINS25: { kind: 'freespins', count: 25 },
};

/**
 * Sportsbook promo codes the sandbox accepts at POST /api/v2/bonuses/promo-code (API-SHAPES §2
 * bonus types); each gives a bonus valid for `validDays`.
 */
export const SPORT_PROMO_CODES: Readonly<
  Record<string, { type: string; name: string; validDays: number; details: Record<string, unknown> }>
> = {
  FREEBET5: { type: 'freebet_no_risk', name: 'Risk-free bet', validDays: 7, details: { eurCents: 500 } },
  COMBO10: { type: 'comboboost', name: 'Combo boost 10%', validDays: 14, details: { percent: 10 } },
};

/** What a refused gift activation says while the player has bonuses switched off. */
export const BONUSES_OFF_MESSAGE = 'bonuses are disabled for your account';

export const amountIn = (eurCents: number, currency: string): number => convertEurCents(eurCents, currency);
export const daysFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
