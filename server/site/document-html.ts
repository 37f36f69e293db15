import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import { themeStyleAttribute, type BrandTheme } from '../../runtime/rules/theme.ts';
import { isSameOriginPath } from '../../runtime/routing/same-origin-path.ts';
import { START_PRELOADS_ELEMENT_ID, type StartPreloads } from '../../runtime/ssr/start-preloads.ts';

/**
 * The text of the page document: index.html with the preload links, the brand's name and colours,
 * the boot payload and, in a server-rendered page, the rendered markup, its head and CSS and the
 * start list that replaces the links. Strings in, a string out: which files, data and markup go in
 * is decided by the callers (server/site/document.ts).
 */

/** A first view rendered on the server (server/site/first-view.ts). */
export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /** Title, meta and link elements of <head>. */
  head: string;
  /** Goes into the boot payload as `ssr` (RenderedFirstView: it names the widgets the server drew). */
  state: unknown;
}

export const BOOT_PAYLOAD_ELEMENT_ID = 'cr-boot';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A colour of brand.json (schema: hex), or `inherit` for anything else. */
const cssColour = (value: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : 'inherit');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface DocumentParts {
  /** `<html lang>`: the locale of the path when it names one. */
  lang?: string;
  /**
   * JS chunks of the app and of the first view's widgets: modulepreloads, or in a server-rendered
   * page the `modules` of the start list (runtime/ssr/start-preloads.ts).
   */
  scripts: readonly string[];
  /** Their CSS files: preloaded, or in a server-rendered page inlined (`inlineStyles`). */
  styles: readonly string[];
  /**
   * Same-origin GETs the first view makes with fetch (messages, CMS documents): preloads, or in a
   * server-rendered page the `fetches` of the start list.
   */
  fetches?: readonly string[];
  /** The brand's name and theme: the title, the page's colours and the boot screen until the app renders. */
  brand?: { name: string; theme: BrandTheme };
  boot?: BootPayload;
  /** The server's render of #root: the page paints before any script runs. */
  page?: RenderedPage;
  /** CSS the server-rendered markup needs before it paints (the widgets' own). */
  inlineStyles?: string;
  /** The entry's CSS (index.html's stylesheet), inlined in a server-rendered page. */
  inlineEntryCss?: string;
  /**
   * This response's CSP nonce (server/http/security-headers.ts), put on every <style> the
   * template has or this function writes, and on nothing the page's markup brings. The JSON data
   * blocks (boot payload, start list) need none: CSP governs only scripts that run.
   */
  nonce?: string;
}

/** ` nonce="…"`, or nothing without a nonce. */
const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${escapeAttribute(nonce)}"` : '');

/**
 * A server-rendered page paints from its HTML alone, so nothing may come before that paint: the
 * entry script (small: app/entry.ts) moves to the end of <body> at low priority, and the
 * chunks and data of the app it starts are not linked at all but listed in a JSON element
 * (runtime/ssr/start-preloads.ts), which the entry turns into preload links after the first paint.
 * The entry CSS is inlined.
 *
 * Vite's loader of lazy chunks (the preload helper) adds a `<link>` for every JS and CSS file a
 * chunk depends on unless the document already has a link to it, and waits for each stylesheet to
 * load before the chunk runs. The `<link rel="stylesheet" disabled>` markers of the widget CSS
 * that is already inline are such links (a disabled stylesheet is never fetched). Without them
 * hydration would fetch that CSS again, wait for it, and recompute the page's style when it arrives.
 */
function firstPaintFirst(
  template: string,
  entryCss: string | undefined,
  start: StartPreloads,
  inlinedStyles: readonly string[],
  nonce: string | undefined,
): string {
  // The entry's own imports (the template's modulepreloads) stay beside it.
  const entryImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
  let html = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  const late = [
    `<script id="${START_PRELOADS_ELEMENT_ID}" type="application/json">${scriptSafeJson(start)}</script>`,
    ...entryImports.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttribute(file)}">`,
    ),
    ...inlinedStyles.map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}" disabled>`),
  ].join('');
  if (entry) html = html.replace(entry[0], '');
  html = html.replace(
    '</body>',
    () =>
      `${late}${entry ? `<script type="module" crossorigin fetchpriority="low" src="${entry[1]}"></script>` : ''}</body>`,
  );
  if (entryCss !== undefined) {
    html = html.replace(
      /<link rel="stylesheet" crossorigin href="[^"]+">/,
      () => `<style${nonceAttribute(nonce)}>${entryCss}</style>`,
    );
  }
  return html;
}

const ROOT_WITH_BOOT_SCREEN = /<div id="root">\s*<div class="cr-boot"[^>]*>[\s\S]*?<\/div>\s*<\/div>/;

/** index.html with the preload links at the end of <head> and the boot payload before the entry script. */
export function renderDocument(template: string, parts: DocumentParts): string {
  // The page links and lists only paths of its own origin, by the rule the client follows them by.
  const scripts = parts.scripts.map((file) => `/${file}`).filter(isSameOriginPath);
  const fetches = (parts.fetches ?? []).filter(isSameOriginPath);
  const styles = parts.styles.filter((file) => isSameOriginPath(`/${file}`));
  // A server-rendered page lists its chunks and data for later (firstPaintFirst) and inlines its CSS.
  // `crossorigin` (anonymous) is what a same-origin fetch() is: cors mode, same-origin credentials;
  // and what Vite's loader puts on the stylesheets it adds (a preload in another mode is wasted).
  const links = parts.page
    ? []
    : [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
        ...styles.map(
          (file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`,
        ),
        ...fetches.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`),
      ];
  const nonce = nonceAttribute(parts.nonce);
  // The template's own inline elements (the boot screen's style) are the server's: they get the nonce.
  let html = template
    .replace(/<style(?=[\s>])/g, () => `<style${nonce}`)
    .replace('</head>', () => `${links.join('')}</head>`);
  if (parts.brand) {
    const { name, theme } = parts.brand;
    // The theme as the client's applyTheme writes it: the page paints in the brand's colours
    // from its first byte, and hydration finds nothing to change (no restyle of the whole page).
    const style = themeStyleAttribute(theme);
    html = html
      .replace(/<html lang="([^"]*)"/, (_, lang: string) => `<html lang="${lang}" style="${style}"`)
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        () => `<meta name="theme-color" content="${cssColour(theme.surface)}"`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`)
      .replace(
        '</head>',
        () =>
          `<style${nonce}>html{background:${cssColour(theme.background)};color:${cssColour(theme.text)}}</style></head>`,
      )
      // The boot screen shows the brand at once (a first paint with content), then the app replaces it.
      .replace(
        '<div class="cr-boot" aria-busy="true">',
        () => `<div class="cr-boot" aria-busy="true"><p>${escapeHtml(name)}</p>`,
      );
  }
  const lang = parts.lang;
  if (lang) html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(lang)}"`);
  const boot = parts.boot && parts.page ? { ...parts.boot, ssr: parts.page.state } : parts.boot;
  if (parts.page) {
    const start: StartPreloads = { modules: scripts, fetches };
    html = firstPaintFirst(html, parts.inlineEntryCss, start, styles, parts.nonce);
    const { head, html: markup } = parts.page;
    // The page's own title and description replace the template's.
    if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
    if (head.includes('<meta name="description"')) html = html.replace(/<meta name="description"[^>]*>/, '');
    html = html
      .replace(
        '</head>',
        () => `${head}${parts.inlineStyles ? `<style${nonce}>${parts.inlineStyles}</style>` : ''}</head>`,
      )
      .replace(ROOT_WITH_BOOT_SCREEN, () => `<div id="root" data-ssr>${markup}</div>`);
  }
  if (boot) {
    const payload = `<script id="${BOOT_PAYLOAD_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
    if (parts.page) {
      // After the page's markup: the browser parses and paints the first view before it reads the
      // data the app hydrates with (63 KB of the lobby's 197), and on a slow network the markup
      // arrives first. The app reads it once its entry script, further down, has loaded.
      html = html.replace(`<script id="${START_PRELOADS_ELEMENT_ID}"`, (found) => `${payload}${found}`);
    } else {
      html = html.replace('<div id="root"', () => `${payload}<div id="root"`);
    }
  }
  return html;
}
