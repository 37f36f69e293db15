import type { BrandConfig } from '../../schemas/brand.schema.ts';
import { themeStyleAttribute } from '../../runtime/rules/theme.ts';
import { ICONS_PATH } from './web-app-manifest.ts';

/** The texts of the offline page, from the messages of its locale (`OFFLINE.*`). */
export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

/** How long after the `online` event the page tries again. */
export const RELOAD_DELAY_MS = 1500;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A brand.json colour (schema: hex), or a neutral one. */
const cssColour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** `OFFLINE.TITLE`, `OFFLINE.TEXT` and `OFFLINE.RETRY` of a locale's messages, `{{brand}}` filled in. */
export function offlineTexts(messages: unknown, fallback: unknown, brandName: string): OfflineTexts {
  const pick = (source: unknown, key: keyof OfflineTexts) => {
    const offline = (source as { OFFLINE?: Record<string, unknown> } | undefined)?.OFFLINE;
    const value = offline?.[key.toUpperCase()];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const text = (key: keyof OfflineTexts) =>
    (pick(messages, key) ?? pick(fallback, key) ?? key).replace(/\{\{\s*brand\s*\}\}/g, brandName);
  return { title: text('title'), text: text('text'), retry: text('retry') };
}

/**
 * The page an installed app shows when it starts, or a page is opened, without a connection: the
 * brand's name, colours and icon, what happened and a way to try again. It needs nothing from the
 * network (the service worker keeps it with the icon) and reloads by itself once the device is
 * back online. Its inline style and script carry the nonce of the answer it was stored with.
 */
export function renderOfflinePage(options: {
  brand: Pick<BrandConfig, 'name' | 'theme'>;
  locale: string;
  texts: OfflineTexts;
  nonce: string;
}): string {
  const { brand, locale, texts } = options;
  const nonce = escapeHtml(options.nonce);
  const theme = brand.theme;
  const name = escapeHtml(brand.name);
  // The theme's custom properties are on <html> (themeStyleAttribute), as on every page of the site.
  const css = [
    'body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--cr-bg);',
    'color:var(--cr-text);font:16px/1.5 system-ui,sans-serif}',
    'main{max-width:28rem;padding:32px 24px;text-align:center;display:grid;justify-items:center;gap:16px}',
    'h1{margin:0;font-size:1.5rem;line-height:1.25}p{margin:0;color:var(--cr-text-muted)}',
    '.brand{font-weight:600;color:var(--cr-text)}',
    '.retry{display:inline-block;min-height:24px;padding:12px 24px;border-radius:999px;background:var(--cr-primary);',
    'color:var(--cr-primary-text);font-weight:600;text-decoration:none}',
    '.retry:focus-visible{outline:3px solid var(--cr-focus-color);outline-offset:3px}',
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}" style="${themeStyleAttribute(theme)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${cssColour(theme.surface, '#14161f')}">`,
    `<title>${escapeHtml(texts.title)} — ${name}</title>`,
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<link rel="icon" href="${ICONS_PATH}/icon.svg" type="image/svg+xml">`,
    `<style nonce="${nonce}">${css}</style></head>`,
    '<body><main>',
    `<img src="${ICONS_PATH}/icon-192.png" alt="" width="96" height="96">`,
    `<p class="brand">${name}</p>`,
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.text)}</p>`,
    // An empty href is this page's own address: the page the visitor asked for, tried again.
    `<a class="retry" href="">${escapeHtml(texts.retry)}</a>`,
    '</main>',
    // A moment after the device is back online: the connection is seldom usable at that very instant.
    `<script nonce="${nonce}">addEventListener('online',function(){setTimeout(function(){location.reload()},${RELOAD_DELAY_MS})})</script>`,
    '</body></html>',
  ].join('');
}
