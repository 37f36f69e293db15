import { describe, expect, it } from 'vitest';
import { CRYPTO_CURRENCIES, ENABLED_CURRENCIES, FIAT_CURRENCIES, isCrypto } from './currencies.ts';

describe('currencies', () => {
  it('recognises the six crypto currencies in any case', () => {
    for (const c of CRYPTO_CURRENCIES) expect(isCrypto(c)).toBe(true);
    expect(isCrypto('btc')).toBe(true);
  });

  it('does not take a fiat currency for crypto', () => {
    for (const c of FIAT_CURRENCIES) expect(isCrypto(c)).toBe(false);
  });

  it('enables every crypto currency by default', () => {
    for (const c of CRYPTO_CURRENCIES) expect(ENABLED_CURRENCIES).toContain(c);
  });
});
