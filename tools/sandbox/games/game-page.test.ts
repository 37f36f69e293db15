import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { GameRaw } from '../catalog/types.ts';
import { formatMinorUnits, renderGamePage, SPIN_RETRY_DELAY_MS, type postSpin } from './game-page.ts';
import { SYMBOLS } from './slot-machine.ts';

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

  /** The page's own copy of a function it declares as `var <name> = ...;`, run in a fresh context. */
  function pageFunction<T>(html: string, name: string, context: object = {}): T {
    // Each declaration of the page's script is one statement followed by the next one.
    const source = new RegExp(`var ${name} = (function[\\s\\S]*?);\\n {2}(?:var|function) `).exec(html)?.[1];
    expect(source, name).toBeDefined();
    return runInNewContext(`(${source})`, context) as T;
  }

  it('shows bets and the balance in the currency, not in minor units', () => {
    const html = renderGamePage(game, 'real', [10, 100], { amount_cents: 5_000, currency: 'CAD' }, 'n0nce');
    expect(html).toContain('<option value="10">CA$0.10</option><option value="100">CA$1.00</option>');
    // The page's own copy of the formatter is the same function.
    const format = pageFunction<typeof formatMinorUnits>(html, 'format');
    expect(format(5_000, 'CAD', 100)).toBe(formatMinorUnits(5_000, 'CAD', 100));
  });

  const page = () =>
    renderGamePage(game, 'real', [10, 100], { amount_cents: 5_000, currency: 'CAD' }, 'n0nce');

  it('sends each spin with an idempotency key, and the same key when it sends a spin again after a lost answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const delays: number[] = [];
    const send = pageFunction<typeof postSpin>(page(), 'postSpin', {
      setTimeout: (callback: () => void, ms: number) => {
        delays.push(ms);
        callback();
      },
      Promise,
      JSON,
    });
    const answer = { ok: true } as Response;
    let attempts = 0;
    const result = await send(
      { game: game.identifier, mode: 'real', bet_cents: 100 },
      'spin-key-1',
      async (url, init) => {
        calls.push({ url, init });
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return answer;
      },
      SPIN_RETRY_DELAY_MS,
    );
    expect(result).toBe(answer);
    expect(calls.map((call) => call.url)).toEqual(['/sandbox/game/spin', '/sandbox/game/spin']);
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual([
      'spin-key-1',
      'spin-key-1',
    ]);
    expect(calls[1]?.init.body).toBe(JSON.stringify({ game: game.identifier, mode: 'real', bet_cents: 100 }));
    expect(delays).toEqual([SPIN_RETRY_DELAY_MS]);
  });

  it('gives every press of Spin a key of its own, also without crypto.randomUUID', () => {
    for (const crypto of [
      globalThis.crypto,
      { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) },
    ]) {
      const newKey = pageFunction<() => string>(page(), 'newKey', {
        globalThis: { crypto },
        Uint8Array,
        Array,
        Math,
      });
      const keys = new Set([newKey(), newKey(), newKey()]);
      expect(keys.size).toBe(3);
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it("runs under the site's CSP: its inline style and script carry the response's nonce", () => {
    const html = renderGamePage(game, 'demo', [10], { amount_cents: 5_000, currency: 'FUN' }, 'n0nce');
    const inline = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(inline).toEqual(['<style nonce="n0nce">', '<script nonce="n0nce">']);
    expect(html).not.toMatch(/ style="/);
  });

  it('draws its reels as SVG symbols, so that no emoji font is needed', () => {
    const html = page();
    const body = html.slice(html.indexOf('<body>'));
    // No character of an emoji block anywhere in what the page shows or writes into the reels.
    expect(body).not.toMatch(/\p{Extended_Pictographic}/u);
    for (const symbol of SYMBOLS) expect(html).toContain(`<symbol id="symbol-${symbol.label}"`);
    expect(html.match(/<use href="#symbol-[a-z]+"><\/use>/g)).toHaveLength(3);
  });
});
