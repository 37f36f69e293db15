import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { GameRaw } from '../catalog/types.ts';
import { formatMinorUnits, renderGamePage } from './game-page.ts';

describe('formatMinorUnits', () => {
  it.each([
    [1250, 'CAD', 100, 'CA$12.50'],
    [12_500, 'BTC', 100_000_000, 'BTC 0.00012500'],
    [25_000, 'FUN', 100, 'FUN 250.00'],
    [2_550, 'USDT', 100, '25.50 USDT'],
    [700, 'JPY', 1, '¥700'],
  ])('%i %s → %s', (amount, code, subunits, text) => {
    expect(formatMinorUnits(amount, code, subunits).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('the game page', () => {
  const game = { identifier: 'drift-studios/twisted-express-1000', title: 'Twisted Express 1000' } as GameRaw;

  it('shows bets and the balance in the currency, not in minor units', () => {
    const html = renderGamePage(game, 'real', [10, 100], { amount_cents: 5_000, currency: 'CAD' }, 'n0nce');
    expect(html).toContain('<option value="10">CA$0.10</option><option value="100">CA$1.00</option>');
    // The page's own copy of the formatter is the same function.
    const script = /var format = ([\s\S]*?);\n {2}function show/.exec(html)?.[1];
    expect(script).toBeDefined();
    const format = runInNewContext(`(${script})`) as typeof formatMinorUnits;
    expect(format(5_000, 'CAD', 100)).toBe(formatMinorUnits(5_000, 'CAD', 100));
  });

  it("runs under the site's CSP: its inline style and script carry the response's nonce", () => {
    const html = renderGamePage(game, 'demo', [10], { amount_cents: 5_000, currency: 'FUN' }, 'n0nce');
    const inline = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(inline).toEqual(['<style nonce="n0nce">', '<script nonce="n0nce">']);
  });
});
