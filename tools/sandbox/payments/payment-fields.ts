import { createHash } from 'node:crypto';

/** SPEC §5 "card BIN not blocked": BINs the sandbox refuses, to show the error path. */
export const BLOCKED_CARD_BINS = ['400000', '555555'] as const;
/** A valid card number that the simulated processor declines (the payment is recorded as declined). */
export const DECLINED_TEST_CARD = '5105105105105100';
export const CRYPTO_ADDRESS_MIN_LENGTH = 20;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** SPEC §5: MM/YY, month 1 to 12, not in the past. */
export function expiryError(expiry: string | undefined, now = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry ?? '');
  if (!match) return 'must be MM/YY';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'month must be 1 to 12';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? 'is in the past' : null;
}

export function cardErrors(fields: Record<string, string>, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const number = (fields.card_number ?? '').replace(/\s+/g, '');
  if (!luhnValid(number)) errors.card_number = 'is not a valid card number';
  else if (BLOCKED_CARD_BINS.some((bin) => number.startsWith(bin)))
    errors.card_number = 'card BIN is blocked';
  const expiry = expiryError(fields.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(fields.cvv ?? '')) errors.cvv = 'must be 3 or 4 digits';
  return errors;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The player's deposit address on a network: deterministic, so it never changes between visits. */
export function depositAddress(playerId: number, currency: string, network: string): string {
  const digest = createHash('sha256').update(`${playerId}:${currency}:${network}`).digest();
  const body = [...digest]
    .map((byte) => BASE58[byte % BASE58.length])
    .join('')
    .slice(0, 32);
  if (network === 'ERC-20' || currency === 'ETH') return `0x${digest.toString('hex').slice(0, 40)}`;
  if (network === 'TRC-20') return `T${body.slice(0, 33)}`;
  const prefix: Record<string, string> = { BTC: 'bc1q', BCH: 'q', LTC: 'ltc1q', DOG: 'D' };
  return `${prefix[currency] ?? ''}${body}`;
}
