import type { ClientContext } from '../../../runtime/api/info.ts';

// Headless Chrome and Lighthouse are deliberately not bots: the e2e tests and the benchmark must see
// what a player sees.
const BOT = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview|bingpreview|yandex|baidu/i;
const BROWSERS: readonly [string, RegExp][] = [
  ['edge', /Edg(e|A|iOS)?\//],
  ['opera', /OPR\/|Opera/],
  ['samsung', /SamsungBrowser\//],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\//],
  ['safari', /Safari\//],
];

/** GET /client-context: what the server learns from the User-Agent header. */
export function clientContext(userAgent: string): ClientContext {
  const isIOS = /iPhone|iPad|iPod/i.test(userAgent);
  return {
    userAgent,
    browser: BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'unknown',
    isMobile: isIOS || /Mobi|Android|Windows Phone|webOS|BlackBerry/i.test(userAgent),
    isIOS,
    // The native app wrappers append this token to the WebView user agent.
    isApp: /CroupierApp\//i.test(userAgent),
    isBot: BOT.test(userAgent),
    isMetaWebview: /FBAN|FBAV|FB_IAB|Instagram/i.test(userAgent),
  };
}
