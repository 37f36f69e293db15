import { describe, expect, it } from 'vitest';
import { exchangeRate, inCurrency, type ExchangeRates } from './jackpot-amounts.ts';

const quote = (exchange_rate: number) => ({
  exchange_rate,
  fee: 0.01,
  total_exchange_rate: exchange_rate * 0.99,
});

// As the platform quotes them: each fiat currency against each coin and back.
const rates: ExchangeRates = {
  EUR: { BTC: quote(1 / 50_000) },
  CAD: { BTC: quote(1 / 75_000) },
  BTC: { EUR: quote(50_000), CAD: quote(75_000) },
};
const subunitsOf = (currency: string) => ({ EUR: 100, CAD: 100, BTC: 100_000_000 })[currency];

describe('exchangeRate', () => {
  it.each([
    ['EUR', 'EUR', 1],
    ['EUR', 'BTC', 1 / 50_000],
    ['BTC', 'CAD', 75_000],
    ['EUR', 'CAD', 1.5],
    ['CAD', 'EUR', 2 / 3],
  ])('%s → %s is %f', (from, to, rate) => {
    expect(exchangeRate(rates, from, to)).toBeCloseTo(rate, 9);
  });

  it('answers null when no coin joins the two currencies', () => {
    expect(exchangeRate(rates, 'EUR', 'NOK')).toBeNull();
    expect(exchangeRate({}, 'EUR', 'CAD')).toBeNull();
  });

  it('skips a zero rate', () => {
    expect(exchangeRate({ EUR: { CAD: quote(0) } }, 'EUR', 'CAD')).toBeNull();
  });
});

describe('inCurrency', () => {
  it('converts minor units between currencies of different subunits', () => {
    expect(inCurrency(25_000, 'EUR', 'CAD', rates, subunitsOf)).toEqual({ cents: 37_500, currency: 'CAD' });
    expect(inCurrency(5_000_000, 'EUR', 'BTC', rates, subunitsOf)).toEqual({
      cents: 100_000_000,
      currency: 'BTC',
    });
  });

  it('keeps the amount in its own currency when it cannot be converted or the rates load', () => {
    expect(inCurrency(25_000, 'EUR', 'NOK', rates, subunitsOf)).toEqual({ cents: 25_000, currency: 'EUR' });
    expect(inCurrency(25_000, 'EUR', 'CAD', undefined, subunitsOf)).toEqual({
      cents: 25_000,
      currency: 'EUR',
    });
    expect(inCurrency(25_000, 'EUR', 'EUR', undefined, subunitsOf)).toEqual({
      cents: 25_000,
      currency: 'EUR',
    });
  });
});
