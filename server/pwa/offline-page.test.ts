import { describe, expect, it } from 'vitest';
import { offlineTexts, renderOfflinePage } from './offline-page.ts';

const theme = {
  primary: '#0e7c66',
  accent: '#e11d48',
  background: '#f7f5ef',
  surface: '#ffffff',
  text: '#1c1917',
};
const en = { OFFLINE: { TITLE: 'You are offline', TEXT: '{{brand}} will be back.', RETRY: 'Try again' } };

describe('the offline page', () => {
  it("takes its texts from the locale's messages, the fallback's where one is missing", () => {
    const de = { OFFLINE: { TITLE: 'Du bist offline', TEXT: '{{ brand }} ist gleich wieder da.' } };
    expect(offlineTexts(de, en, 'Lumen')).toEqual({
      title: 'Du bist offline',
      text: 'Lumen ist gleich wieder da.',
      retry: 'Try again',
    });
  });

  it("shows the brand in its colours, in the page's language, and tries again by itself when back online", () => {
    const html = renderOfflinePage({
      brand: { name: 'Lumen', theme },
      locale: 'de',
      texts: offlineTexts(en, en, 'Lumen'),
      nonce: 'n0nce',
    });
    expect(html).toMatch(/^<!doctype html><html lang="de" style="[^"]*--cr-primary:#0e7c66/);
    expect(html).toContain('<title>You are offline — Lumen</title>');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<p>Lumen will be back.</p>');
    expect(html).toContain('<a class="retry" href="">Try again</a>');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain(`<script nonce="n0nce">addEventListener('online'`);
  });

  it('escapes what it writes', () => {
    const html = renderOfflinePage({
      brand: { name: '<b>Lumen</b>', theme },
      locale: 'en',
      texts: { title: '<script>', text: 'a & b', retry: '"x"' },
      nonce: '"><script>',
    });
    expect(html).not.toContain('<b>Lumen');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).not.toContain('nonce=""><script>');
  });
});
