import { ENABLED_CURRENCIES, isFiat, toMinorUnits } from './currencies.ts';

/** Limits of one payment direction, in major units of the method's currency. */
export interface AmountRange {
  min: number;
  max: number | null;
}

export interface PaymentMethodLimits {
  deposit: AmountRange;
  cashout: AmountRange;
}

/**
 * SPEC §9 payment pages: per crypto method the deposit minimum and the withdrawal range, in coins.
 * Deposits have no stated maximum (null).
 */
export const CRYPTO_METHOD_LIMITS = {
  BTC: { deposit: { min: 0.0001, max: null }, cashout: { min: 0.0001, max: 0.4 } },
  BCH: { deposit: { min: 0.0001, max: null }, cashout: { min: 0.0001, max: 0.4 } },
  LTC: { deposit: { min: 0.01, max: null }, cashout: { min: 0.0001, max: 60 } },
  ETH: { deposit: { min: 0.01, max: null }, cashout: { min: 0.0001, max: 12 } },
  DOG: { deposit: { min: 0.01, max: null }, cashout: { min: 0.0001, max: 1_600_000 } },
  USDT: { deposit: { min: 20, max: null }, cashout: { min: 25, max: 4000 } },
} as const satisfies Record<string, PaymentMethodLimits>;

export type CryptoMethodCurrency = keyof typeof CRYPTO_METHOD_LIMITS;

/**
 * SPEC §9 does not give card limits; the sandbox uses these (in major units of any fiat currency,
 * ×100 for JPY so that the bounds stay realistic).
 */
export const CARD_LIMITS: PaymentMethodLimits = {
  deposit: { min: 10, max: 5000 },
  cashout: { min: 20, max: 4000 },
};
const JPY_CARD_FACTOR = 100;

/** SPEC §9: all fees are free and processing is instant. */
export const PAYMENT_FEE = 0;
export const PAYMENT_PROCESSING_TIME = 'instant';

/** SPEC §9: first deposit suggestion (major units). */
export const FIRST_DEPOSIT_SUGGESTION = 50;

const CRYPTO_TITLES: Record<CryptoMethodCurrency, { title: string; networks: string[] }> = {
  BTC: { title: 'Bitcoin', networks: ['Bitcoin'] },
  BCH: { title: 'Bitcoin Cash', networks: ['Bitcoin Cash'] },
  LTC: { title: 'Litecoin', networks: ['Litecoin'] },
  ETH: { title: 'Ethereum', networks: ['ERC-20'] },
  DOG: { title: 'Dogecoin', networks: ['Dogecoin'] },
  USDT: { title: 'Tether', networks: ['TRC-20', 'ERC-20'] },
};

export type PaymentAction = 'deposit' | 'cashout';

/** A payment method of the in-page payments library (API-SHAPES §1, fee and limits per SPEC §3). */
export interface PaymentMethod {
  id: string;
  brand: string;
  title: string;
  type: 'cards' | 'crypto';
  provider: string;
  currency: string;
  fee: number;
  processingTime: string;
  /** Major units. */
  deposit: AmountRange;
  cashout: AmountRange;
  /** The same limits in minor units (`*_cents`), ready for comparisons with amounts the player sends. */
  deposit_cents: { min: number; max: number | null };
  cashout_cents: { min: number; max: number | null };
  networks: string[];
  savedProfiles: { id: string; title: string; isRemoveAvailable: boolean }[];
  image: string;
}

function inCents(range: AmountRange, currency: string): { min: number; max: number | null } {
  return {
    min: toMinorUnits(range.min, currency),
    max: range.max === null ? null : toMinorUnits(range.max, currency),
  };
}

function cardMethod(currency: string): PaymentMethod {
  const factor = currency === 'JPY' ? JPY_CARD_FACTOR : 1;
  const scale = (range: AmountRange): AmountRange => ({
    min: range.min * factor,
    max: range.max === null ? null : range.max * factor,
  });
  const deposit = scale(CARD_LIMITS.deposit);
  const cashout = scale(CARD_LIMITS.cashout);
  return {
    id: `card-${currency.toLowerCase()}`,
    brand: 'card',
    title: 'Visa / Mastercard',
    type: 'cards',
    provider: 'sandboxpay',
    currency,
    fee: PAYMENT_FEE,
    processingTime: PAYMENT_PROCESSING_TIME,
    deposit,
    cashout,
    deposit_cents: inCents(deposit, currency),
    cashout_cents: inCents(cashout, currency),
    networks: [],
    savedProfiles: [],
    image: '/assets/generated/payment/card.svg',
  };
}

function cryptoMethod(currency: CryptoMethodCurrency): PaymentMethod {
  const limits: PaymentMethodLimits = CRYPTO_METHOD_LIMITS[currency];
  const { title, networks } = CRYPTO_TITLES[currency];
  return {
    id: `crypto-${currency.toLowerCase()}`,
    brand: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    type: 'crypto',
    provider: 'sandboxcoin',
    currency,
    fee: PAYMENT_FEE,
    processingTime: PAYMENT_PROCESSING_TIME,
    deposit: limits.deposit,
    cashout: limits.cashout,
    deposit_cents: inCents(limits.deposit, currency),
    cashout_cents: inCents(limits.cashout, currency),
    networks,
    savedProfiles: [],
    image: `/assets/generated/payment/${title.toLowerCase().replace(/\s+/g, '-')}.svg`,
  };
}

/** Every method of every enabled currency: a card per fiat currency and one method per coin. */
export function buildPaymentMethods(): PaymentMethod[] {
  const cards = ENABLED_CURRENCIES.filter(isFiat).map(cardMethod);
  const coins = (Object.keys(CRYPTO_METHOD_LIMITS) as CryptoMethodCurrency[]).map(cryptoMethod);
  return [...cards, ...coins];
}

/** Methods available for a currency (the payments library's `getMethods({ currency, paymentAction })`). */
export function paymentMethodsFor(methods: readonly PaymentMethod[], currency: string): PaymentMethod[] {
  return methods.filter((method) => method.currency === currency);
}

/**
 * Whether an amount (minor units) is allowed for a method and direction; the server core uses this
 * to refuse deposits and withdrawals outside the SPEC §9 limits.
 */
export function amountAllowed(method: PaymentMethod, action: PaymentAction, amountCents: number): boolean {
  const range = action === 'deposit' ? method.deposit_cents : method.cashout_cents;
  return amountCents >= range.min && (range.max === null || amountCents <= range.max);
}
