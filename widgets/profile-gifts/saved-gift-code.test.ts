import { describe, expect, it } from 'vitest';
import { readSavedPromoCodes, savePromoCodes, type PromoCodeStorage } from '../../runtime/routing/index.ts';
import { takeSavedGiftCode } from './saved-gift-code.ts';

function memoryStorage(): PromoCodeStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('takeSavedGiftCode', () => {
  it('hands the saved gift code over once and leaves a deposit code alone', () => {
    const storage = memoryStorage();
    savePromoCodes(storage, { depositPromocode: 'D', giftPromocode: 'SPINS25' });
    expect(takeSavedGiftCode(storage)).toBe('SPINS25');
    expect(takeSavedGiftCode(storage)).toBeNull();
    expect(readSavedPromoCodes(storage)).toEqual({ depositPromocode: 'D' });
  });
});
