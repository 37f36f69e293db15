import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mergeLayout } from '../../runtime/config/merge-layouts.ts';
import { FALLBACK_LOCALE, localeFromPath, stripLocalePrefix } from '../../runtime/context/locales.ts';
import { resolveContext } from '../../runtime/context/resolve-context.ts';
import type { ContextUser } from '../../runtime/context/types.ts';
import { translationBucket } from '../../runtime/rules/timing.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import type { Layout } from '../../schemas/layout.schema.ts';
import { themeStyleAttribute, type BrandTheme } from '../../runtime/rules/theme.ts';
import { isSameOriginPath } from '../../runtime/routing/same-origin-path.ts';
import { START_PRELOADS_ELEMENT_ID, type StartPreloads } from '../../runtime/ssr/start-preloads.ts';
import { hostHeader, requestHost } from '../http/request-host.ts';
import type { FirstViewRenderer } from './first-view.ts';
import { pageStatus } from './page-status.ts';
import { JsonFileCache, withoutSchemaKey } from './json-file-cache.ts';

/**
 * The HTML document of a page view. The server knows, before the browser has parsed a byte of
 * JavaScript, which widgets the first view needs (the brand's shell layout, and the lobby's on a
 * lobby path) and who is asking (geo and session). It writes both into index.html:
 * `<link rel="modulepreload">` for the widgets' chunks, so that they download beside the entry
 * script instead of after it, and a JSON boot payload (the bodies of GET /api/current_ip and
 * GET /api/player), so that the client resolves its context without two round trips
 * (runtime/app/boot-data.ts reads it). Without either the client still works: it fetches.
 */

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What the client reads from `<script id="cr-boot" type="application/json">`: one type for the
 * server that writes it and the client that reads it (runtime/ssr/first-view-contract.ts).
 */
export type { BootPayload };

/** A first view rendered on the server (server/site/first-view.ts). */
export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /** Title, meta and link elements of <head>. */
  head: string;
  /** Goes into the boot payload as `ssr`. */
  state: unknown;
}

export const BOOT_PAYLOAD_ELEMENT_ID = 'cr-boot';

/** The source module of a widget's component in the manifest (widgets/<id>/<id>.tsx). */
const widgetModuleKey = (id: string) => `widgets/${id}/${id}.tsx`;

/**
 * Every JS file (the chunk and its static imports, transitively) and CSS file the widgets' code
 * needs, in a stable order, without the files the entry already loads.
 */
export function widgetAssets(
  manifest: Manifest,
  widgetIds: readonly string[],
): { scripts: string[]; styles: string[] } {
  const entryFiles = new Set(importClosure(manifest, ['index.html']));
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!entryFiles.has(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    chunk.imports?.forEach(visit);
  };
  for (const id of widgetIds) visit(widgetModuleKey(id));
  return { scripts, styles };
}

/** The widget ids a layout names, each once, in slot order. */
export function widgetsOf(layout: Layout): string[] {
  const ids = Object.values(layout.slots).flatMap((entries) => entries.map((entry) => entry.widget));
  return [...new Set(ids)];
}

/** True when the path is the lobby (`/` or a locale root such as `/de`). */
export function isLobbyPath(pathname: string, brandLocales: BrandConfig['locales']): boolean {
  const rest = stripLocalePrefix(pathname, brandLocales);
  return rest === '/' || rest === '';
}

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
 * entry script (small: runtime/app/entry.ts) moves to the end of <body> at low priority, and the
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
    html = html.replace('<div id="root"', () => `${payload}<div id="root"`);
  }
  return html;
}

/** Reads the built index.html and manifest once, and brand layouts as they change on disk. */
export class DocumentRenderer {
  private readonly template: string;
  private readonly manifest: Manifest;
  private readonly layouts = new JsonFileCache();
  private readonly cssFiles = new Map<string, string>();

  constructor(
    private readonly distDir: string,
    private readonly brandsDir: string,
  ) {
    this.template = readFileSync(join(distDir, 'index.html'), 'utf8');
    try {
      this.manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      // A build without a manifest still serves; it only loses the preloads.
      this.manifest = {};
    }
  }

  /**
   * The pages (layout ids) of a brand, its own and `_base`'s, as the client's bundle lists them
   * (runtime/config/load-brand.ts `brandPages`): a route without one is absent.
   */
  pagesOf(brandId: string): string[] {
    const ids = new Set<string>();
    for (const folder of ['_base', brandId]) {
      try {
        for (const name of readdirSync(join(this.brandsDir, folder, 'layouts'))) {
          if (name.endsWith('.json')) ids.add(name.slice(0, -'.json'.length));
        }
      } catch {
        // A brand without layouts of its own has `_base`'s.
      }
    }
    return [...ids].sort();
  }

  /** The merged layout, or an empty one when a file is unreadable (the client reports it). */
  private layout(brandId: string, layoutId: string): Layout {
    const read = (folder: string) => {
      try {
        const file = join(this.brandsDir, folder, 'layouts', `${layoutId}.json`);
        return withoutSchemaKey(this.layouts.read(file)) as Layout | undefined;
      } catch {
        return undefined;
      }
    };
    return mergeLayout(read('_base'), brandId === '_base' ? undefined : read(brandId));
  }

  /** A built CSS file's text, read once (hashed names never change content). */
  private css(file: string): string {
    let text = this.cssFiles.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(join(this.distDir, file), 'utf8');
      } catch {
        text = '';
      }
      this.cssFiles.set(file, text);
    }
    return text;
  }

  /** The app shell's files (shellFiles). */
  shellFiles(): string[] {
    return shellFiles(this.manifest);
  }

  /** The CSS of index.html's own stylesheet link. */
  private entryCss(): string | undefined {
    const href = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(this.template)?.[1];
    return href === undefined ? undefined : this.css(href);
  }

  render(
    pathname: string,
    brand: BrandConfig | undefined,
    boot: BootPayload | undefined,
    now: number = Date.now(),
    page?: RenderedPage,
    nonce?: string,
  ): string {
    const brandId = brand?.id ?? '_base';
    const lobby = brand !== undefined && isLobbyPath(pathname, brand.locales);
    const layoutIds = lobby ? ['shell', 'lobby'] : ['shell'];
    const widgetIds = [...new Set(layoutIds.flatMap((id) => widgetsOf(this.layout(brandId, id))))];
    const widgets = widgetAssets(this.manifest, widgetIds);
    // The layout chunks themselves (the popups' too: the modal host reads them at once), the
    // validator of CMS documents and those of the documents the first view fetches.
    const modules = [
      ...[...layoutIds, 'modals'].flatMap((id) =>
        ['_base', brandId].map((folder) => `brands/${folder}/layouts/${id}.json`),
      ),
      'runtime/config/validate.ts',
      ...firstViewConfigs(lobby).map((name) => `runtime/config/generated/documents/cms__config__${name}.js`),
    ];
    const scripts = [
      ...new Set([...appFiles(this.manifest), ...chunkFiles(this.manifest, modules), ...widgets.scripts]),
    ];
    const lang = brand ? (localeFromPath(pathname, brand.locales) ?? undefined) : undefined;
    const locale = brand && boot ? pageLocale(pathname, brand, boot) : undefined;
    // A server-rendered page carries its data in the boot payload: only the messages are fetched.
    const fetches = locale
      ? firstViewFetches(locale, lobby, now).filter((url) => !page || url.startsWith('/messages/'))
      : [];
    const look = brand && { name: brand.name, theme: brand.theme };
    return renderDocument(this.template, {
      lang,
      scripts,
      // A server-rendered page inlines these (inlineStyles): it paints at once.
      styles: widgets.styles,
      fetches,
      boot,
      nonce,
      ...(look ? { brand: look } : {}),
      ...(page && {
        page,
        inlineStyles: widgets.styles.map((file) => this.css(file)).join(''),
        inlineEntryCss: this.entryCss(),
      }),
    });
  }
}

/** CMS config documents every page's shell fetches (header menus, footer, flags), plus the lobby's banners. */
function firstViewConfigs(lobby: boolean): string[] {
  const shell = [
    'feature-flags',
    'menus',
    'footer',
    'providers-config',
    'manage-promotion-pages',
    'logo-config',
  ];
  return lobby ? [...shell, 'banners-config'] : shell;
}

/**
 * The GETs the client sends first once it knows its locale, with the very URLs it builds
 * (runtime/app/boot-data.ts prefetchBoot, runtime/api/cms.ts): preloaded, they overlap the script.
 */
export function firstViewFetches(locale: string, lobby: boolean, now: number): string[] {
  const bucket = translationBucket(now);
  const messages = [...new Set([FALLBACK_LOCALE, locale])].map(
    (lang) => `/messages/${lang}.json?t=${bucket}`,
  );
  const pages = `/api/cms/pages?l=${encodeURIComponent(locale)}`;
  const banners = `/api/fe/config/banners-config?locale=${encodeURIComponent(locale)}`;
  return [...messages, '/api/fe/config/feature-flags', pages, ...(lobby ? [banners] : [])];
}

/** The locale the client will resolve for this page (runtime/context: path, then the visitor's country). */
function pageLocale(pathname: string, brand: BrandConfig, boot: BootPayload): string {
  const geo = boot.geo as { country_code?: string | null } | null;
  return resolveContext({
    host: brand.hosts[0]?.host ?? '',
    pathname,
    geoCountry: geo?.country_code ?? null,
    user: (boot.player as ContextUser | null) ?? null,
    brands: [brand],
    device: 'desktop',
  }).locale;
}

/**
 * The app the entry script starts (its dynamic import of runtime/app/main.tsx) with everything it
 * imports statically, without the entry's own files.
 */
function appFiles(manifest: Manifest): string[] {
  return chunkFiles(manifest, manifest['index.html']?.dynamicImports ?? []);
}

/** The files of manifest entries and their static imports, transitively, without the entry's. */
function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const entry = new Set(importClosure(manifest, ['index.html']));
  return importClosure(manifest, keys).filter((file) => !entry.has(file));
}

/** The files of manifest entries and of everything they import statically, each once, in order. */
function importClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The app shell of the build: the entry and the app it starts (runtime/app/main.tsx), with their
 * static imports and their CSS, as site paths. What the service worker keeps for an offline start.
 */
export function shellFiles(manifest: Manifest): string[] {
  const keys = [
    'index.html',
    ...(manifest['index.html']?.dynamicImports ?? []).filter((key) => key === APP_MODULE),
  ];
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!files.includes(file)) files.push(file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files.map((file) => `/${file}`);
}

/** The module the entry script starts (runtime/app/entry.ts). */
const APP_MODULE = 'runtime/app/main.tsx';

/** Headers of an in-process API call made as the visitor of a page request. */
function visitorHeaders(request: FastifyRequest) {
  return {
    host: hostHeader(request),
    cookie: request.headers.cookie ?? '',
    'user-agent': request.headers['user-agent'] ?? '',
    accept: 'application/json',
  };
}

/** The boot payload of a page request: what the client's first two calls would answer. */
export async function bootPayloadFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BootPayload | undefined> {
  const headers = visitorHeaders(request);
  // The page's own query carries the sandbox's ?geo= override to the geo call.
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const [geo, player] = await Promise.all([
    app.inject({ method: 'GET', url: `/api/current_ip${query}`, headers }),
    app.inject({ method: 'GET', url: '/api/player', headers }),
  ]);
  if (geo.statusCode !== 200) return undefined;
  if (player.statusCode !== 200 && player.statusCode !== 401) return undefined;
  return { geo: geo.json(), player: player.statusCode === 200 ? player.json() : null };
}

/**
 * Sends the page document for a client route: preloads always, the boot payload when `withBoot`
 * (the platform is registered on this server, as the sandbox is; behind an upstream the client
 * asks the API directly).
 */
export async function sendDocument(
  app: FastifyInstance,
  renderer: DocumentRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { brand: BrandConfig | undefined; withBoot: boolean; firstView?: FirstViewRenderer | null },
): Promise<FastifyReply> {
  const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
  const boot = options.withBoot ? await bootPayloadFor(app, request) : undefined;
  // Guests' pages only: a signed-in player's page (balance, session) is rendered by the browser.
  const guest = boot !== undefined && boot.player === null;
  const page =
    guest && options.brand && options.firstView ? await options.firstView.render(app, request, boot) : null;
  if (page?.redirect !== undefined && isSameOriginPath(page.redirect)) {
    // As the browser would go: a redirect of this visitor's state (guards), never cached.
    return reply
      .code(302)
      .header('location', page.redirect)
      .header('cache-control', 'private, no-store')
      .send();
  }
  const status =
    boot && options.brand
      ? await pageStatus({
          pathname,
          host: requestHost(request),
          brand: options.brand,
          geo: boot.geo,
          player: boot.player,
          pages: renderer.pagesOf(options.brand.id),
          cmsPageSlugs: (locale) => cmsPageSlugs(app, request, locale),
          jackpotSlugs: () => jackpotSlugs(app, request),
        })
      : 200;
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The payload is this visitor's: never stored by a shared cache, always revalidated.
      .header('cache-control', boot ? 'private, no-store' : 'no-cache')
      .send(renderer.render(pathname, options.brand, boot, Date.now(), page ?? undefined, request.cspNonce))
  );
}

/** The identifiers of the active jackpots (pages at `/{identifier}`); null when they cannot be read. */
async function jackpotSlugs(app: FastifyInstance, request: FastifyRequest): Promise<string[] | null> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/jackpots',
    headers: visitorHeaders(request),
  });
  if (response.statusCode !== 200) return null;
  try {
    const jackpots = response.json<unknown>();
    if (!Array.isArray(jackpots)) return null;
    // As the client's jackpotPageSlugs: the active jackpots have their page.
    return jackpots.flatMap((jackpot: { identifier?: unknown; state?: unknown } | null) =>
      jackpot?.state === 'active' && typeof jackpot.identifier === 'string' ? [jackpot.identifier] : [],
    );
  } catch {
    return null;
  }
}

/** The CMS static pages' slugs as the visitor's client gets them; null when the list cannot be read. */
async function cmsPageSlugs(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: string,
): Promise<string[] | null> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/cms/pages?l=${encodeURIComponent(locale)}`,
    headers: visitorHeaders(request),
  });
  if (response.statusCode !== 200) return null;
  try {
    const pages = response.json<unknown>();
    if (!Array.isArray(pages)) return null;
    return pages.flatMap((page: { path?: unknown } | null) =>
      typeof page?.path === 'string' ? [page.path.replace(/^\//, '')] : [],
    );
  } catch {
    // A cut-off answer (fault mode): the status stays 200.
    return null;
  }
}
