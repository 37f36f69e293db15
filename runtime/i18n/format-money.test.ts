import { describe, expect, it } from 'vitest';
import { defaultSubunitsToUnit } from '../rules/currency-units.ts';
import {
  cryptoDisplay,
  displayUnit,
  formatMoney,
  isCrypto,
  JACKPOT_FRACTION_DIGITS,
} from './format-money.ts';

// Intl puts a narrow no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [123_456, 'EUR', 'en', '€1,234.56'],
    [123_456, 'EUR', 'de', '1.234,56 €'],
    [5_000, 'CAD', 'en-CA', '$50.00'],
    [5_000, 'CAD', 'fr-CA', '50,00 $'],
    [5_000, 'AUD', 'en-AU', '$50.00'],
    [999, 'NZD', 'en-NZ', '$9.99'],
    [10_000, 'NOK', 'no', '100,00 kr'],
    [1_500, 'JPY', 'en', '¥1,500'],
    [0, 'USD', 'en', '$0.00'],
    // BTC in micro units: 0.0001 BTC = 10,000 satoshi = 100 µBTC.
    [10_000, 'BTC', 'en', '100 µBTC'],
    [1, 'BTC', 'en', '0.01 µBTC'],
    // ETH and LTC in milli units: 0.01 ETH = 10 mETH.
    [1_000_000, 'ETH', 'en', '10 mETH'],
    [12_345_678, 'LTC', 'de', '123,45678 mLTC'],
    // Other crypto in whole coins, up to 8 fraction digits; USDT counts cents.
    [1, 'DOG', 'en', '0.00000001 DOG'],
    [2_000, 'USDT', 'en', '20 USDT'],
  ])('formats %i minor units of %s in %s as %s', (cents, currency, locale, expected) => {
    expect(plain(formatMoney(cents, currency, locale))).toBe(expected);
  });

  it('uses the subunits the currency list gives', () => {
    expect(plain(formatMoney(250, 'USDT', 'en', { subunits: 100 }))).toBe('2.5 USDT');
  });

  it('formats jackpot amounts with exactly two fraction digits', () => {
    const jackpot = { fractionDigits: JACKPOT_FRACTION_DIGITS };
    expect(plain(formatMoney(1_234_567, 'EUR', 'en', jackpot))).toBe('€12,345.67');
    expect(plain(formatMoney(1_500, 'JPY', 'en', jackpot))).toBe('¥1,500.00');
    expect(plain(formatMoney(123_456, 'BTC', 'en', jackpot))).toBe('1,234.56 µBTC');
  });
});

describe('crypto units', () => {
  it('knows the crypto currencies, in any case', () => {
    expect(isCrypto('btc')).toBe(true);
    expect(isCrypto('USDT')).toBe(true);
    expect(isCrypto('EUR')).toBe(false);
  });

  it('keeps float noise out of display amounts', () => {
    expect(cryptoDisplay(30, 'BTC').amount).toBe(0.3);
  });
});

describe('display units', () => {
  it('shows bitcoin in µBTC, ether and litecoin in milli units, the rest in whole units', () => {
    expect(displayUnit('BTC', 100_000_000)).toMatchObject({ label: 'µBTC', minorPerUnit: 100, decimals: 2 });
    expect(displayUnit('eth')).toMatchObject({ label: 'mETH', minorPerUnit: 100_000, decimals: 5 });
    expect(displayUnit('LTC')).toMatchObject({ label: 'mLTC', minorPerUnit: 100_000 });
    expect(displayUnit('DOG')).toMatchObject({ label: 'DOG', minorPerUnit: 100_000_000, decimals: 8 });
    expect(displayUnit('JPY')).toMatchObject({ label: 'JPY', minorPerUnit: 1, decimals: 0 });
    expect(displayUnit('CAD')).toMatchObject({ label: 'CAD', minorPerUnit: 100, decimals: 2 });
  });

  it('takes the subunits of the currency list over the default', () => {
    expect(displayUnit('USDT', 1_000_000)).toMatchObject({ minorPerUnit: 1_000_000, decimals: 6 });
    expect(plain(formatMoney(2_000_000, 'USDT', 'en', { subunits: 1_000_000 }))).toBe('2 USDT');
  });

  it('defaults to ISO digits for fiat, satoshi for crypto coins and cents for USDT', () => {
    expect(defaultSubunitsToUnit('EUR')).toBe(100);
    expect(defaultSubunitsToUnit('JPY')).toBe(1);
    expect(defaultSubunitsToUnit('btc')).toBe(100_000_000);
    expect(defaultSubunitsToUnit('USDT')).toBe(100);
    // Not a currency Intl knows: two decimals.
    expect(defaultSubunitsToUnit('XYZW')).toBe(100);
  });
});
