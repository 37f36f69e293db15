import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  amountUnit,
  parseAmount,
  quickPickAmounts,
  suggestedAmount,
  toMinorUnits,
  typedDecimals,
} from './amounts.ts';

const card = { min_cents: 1000, max_cents: 500_000 };
const bitcoin = { min_cents: 10_000, max_cents: null };

describe('cashbox amounts', () => {
  it('types euros in euros and bitcoin in µBTC, and converts both to minor units', () => {
    const eur = amountUnit('EUR', 100);
    expect(eur).toMatchObject({ label: 'EUR', minorPerUnit: 100, decimals: 2 });
    expect(toMinorUnits(50, eur)).toBe(5000);
    expect(toMinorUnits(12.34, eur)).toBe(1234);

    const btc = amountUnit('BTC', 100_000_000);
    expect(btc).toMatchObject({ label: 'µBTC', minorPerUnit: 100, decimals: 2 });
    // 100 µBTC = 0.0001 BTC = 10,000 satoshi (the bitcoin deposit minimum of spec §9).
    expect(toMinorUnits(100, btc)).toBe(10_000);
    expect(amountInputText(10_000, btc)).toBe('100');
  });

  it('uses the currency list for minor units: USDT has cents, JPY none, mETH five decimals', () => {
    expect(amountUnit('USDT', 100)).toMatchObject({ label: 'USDT', minorPerUnit: 100 });
    expect(amountUnit('JPY')).toMatchObject({ minorPerUnit: 1, decimals: 0 });
    expect(amountUnit('ETH', 100_000_000)).toMatchObject({
      label: 'mETH',
      minorPerUnit: 100_000,
      decimals: 5,
    });
  });

  it('reads amounts with a point or a comma and refuses anything else', () => {
    expect(parseAmount(' 12,5 ')).toBe(12.5);
    expect(parseAmount('1 000')).toBe(1000);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('12a')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(typedDecimals('12,505')).toBe(3);
    expect(typedDecimals('12')).toBe(0);
  });

  it('suggests 50 of a fiat currency first, and the CMS default when there is one', () => {
    const eur = amountUnit('EUR', 100);
    expect(suggestedAmount(undefined, card, eur)).toBe(5000);
    expect(suggestedAmount({ defaultAmount: 75 }, card, eur)).toBe(7500);
    // Never below the method's minimum.
    expect(suggestedAmount({ defaultAmount: 5 }, card, eur)).toBe(1000);
    const btc = amountUnit('BTC', 100_000_000);
    expect(suggestedAmount({ defaultAmount: 0.001 }, bitcoin, btc)).toBe(100_000);
    expect(suggestedAmount(undefined, bitcoin, btc)).toBe(10_000);
  });

  it('offers quick picks as rounded multiples of the suggestion inside the method range', () => {
    const eur = amountUnit('EUR', 100);
    expect(quickPickAmounts({ defaultAmount: 50, rounding: 5 }, card, eur)).toEqual([
      5000, 10_000, 25_000, 50_000,
    ]);
    expect(quickPickAmounts({ defaultAmount: 3000, rounding: 5 }, card, eur)).toEqual([300_000]);
    const btc = amountUnit('BTC', 100_000_000);
    expect(quickPickAmounts({ defaultAmount: 0.001, rounding: 0.0001 }, bitcoin, btc)).toEqual([
      100_000, 200_000, 500_000, 1_000_000,
    ]);
  });
});
