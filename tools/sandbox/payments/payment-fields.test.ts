import { describe, expect, it } from 'vitest';
import { cardErrors, depositAddress, expiryError, luhnValid } from './payment-fields.ts';

describe('card fields (SPEC §5)', () => {
  it('accepts Luhn-valid numbers only', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('refuses expiry dates in the past or with a month outside 1 to 12', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe('is in the past');
    expect(expiryError('13/30', now)).toBe('month must be 1 to 12');
    expect(expiryError('1/30', now)).toBe('must be MM/YY');
  });

  it('refuses blocked BINs', () => {
    expect(cardErrors({ card_number: '4000000000000002', expiry: '12/39', cvv: '123' }).card_number).toBe(
      'card BIN is blocked',
    );
    expect(cardErrors({ card_number: '4242424242424242', expiry: '12/39', cvv: '123' })).toEqual({});
  });
});

describe('crypto deposit addresses', () => {
  it('are stable per player, coin and network, and differ between players', () => {
    expect(depositAddress(1, 'BTC', 'Bitcoin')).toBe(depositAddress(1, 'BTC', 'Bitcoin'));
    expect(depositAddress(1, 'BTC', 'Bitcoin')).not.toBe(depositAddress(2, 'BTC', 'Bitcoin'));
    expect(depositAddress(1, 'USDT', 'ERC-20')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(depositAddress(1, 'USDT', 'TRC-20')).toMatch(/^T/);
  });
});
