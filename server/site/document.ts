import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mergeLayout } from '../../runtime/config/merge-layouts.ts';
import { localeFromPath } from '../../runtime/context/locales.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import type { Layout } from '../../schemas/layout.schema.ts';
import { isSameOriginPath } from '../../runtime/routing/same-origin-path.ts';
import { requestHost } from '../http/request-host.ts';
import { renderDocument, type RenderedPage } from './document-html.ts';
import type { FirstViewRenderer } from './first-view.ts';
import { firstViewConfigs, firstViewFetches, isLobbyPath, pageLocale } from './first-view-fetches.ts';
import {
  appFiles,
  chunkFiles,
  shellFiles,
  widgetAssets,
  widgetsOf,
  type Manifest,
} from './manifest-assets.ts';
import { pageStatus } from './page-status.ts';
import { JsonFileCache, withoutSchemaKey } from './json-file-cache.ts';
import { bootPayloadFor, cmsPageSlugs, jackpotSlugs } from './visitor-api.ts';

/**
 * The HTML document of a page view. The server knows, before the browser has parsed a byte of
 * JavaScript, which widgets the first view needs (the brand's shell layout, and the lobby's on a
 * lobby path) and who is asking (geo and session). It writes both into index.html:
 * `<link rel="modulepreload">` for the widgets' chunks, so that they download beside the entry
 * script instead of after it, and a JSON boot payload (the bodies of GET /api/current_ip and
 * GET /api/player), so that the client resolves its context without two round trips
 * (runtime/app/boot-data.ts reads it). Without either the client still works: it fetches.
 *
 * Here the page is put together and sent: its files come from manifest-assets.ts, what its first
 * view fetches from first-view-fetches.ts, the visitor's data from visitor-api.ts, and its text
 * from document-html.ts.
 */

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
    // A server-rendered page paints with the CSS of every widget the server drew (a profile's
    // tabs and forms too, not only the shell's): its layout does not move when the app starts.
    const drawnStyles = page
      ? widgetAssets(this.manifest, [...new Set([...widgetIds, ...drawnWidgets(page.state)])]).styles
      : widgets.styles;
    // The layout chunks themselves (the popups' too: the modal host reads them at once). A page the
    // browser renders also fetches and checks the first view's CMS documents: their validators too.
    // A server-rendered page has its documents, checked, in the boot payload, and hydrates with the
    // code of the widgets the server drew; the others (below the first view, not shown yet) load
    // when they are due, after the page has started.
    const modules = [
      ...[...layoutIds, 'modals'].flatMap((id) =>
        ['_base', brandId].map((folder) => `brands/${folder}/layouts/${id}.json`),
      ),
      ...(page
        ? []
        : [
            'runtime/config/validate.ts',
            ...firstViewConfigs(lobby).map(
              (name) => `runtime/config/generated/documents/cms__config__${name}.js`,
            ),
          ]),
    ];
    const widgetScripts = page
      ? widgetAssets(this.manifest, drawnWidgets(page.state)).scripts
      : widgets.scripts;
    const scripts = [
      ...new Set([...appFiles(this.manifest), ...chunkFiles(this.manifest, modules), ...widgetScripts]),
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
        inlineStyles: drawnStyles.map((file) => this.css(file)).join(''),
        inlineEntryCss: this.entryCss(),
      }),
    });
  }
}

/**
 * The widgets a server render drew (`widgets` of its state, RenderedFirstView), or none.
 * @example drawnWidgets({ locale: 'en', widgets: ['site-header'] }) // ['site-header']
 */
export function drawnWidgets(state: unknown): string[] {
  const widgets = (state as { widgets?: unknown } | null)?.widgets;
  return Array.isArray(widgets) ? widgets.filter((id): id is string => typeof id === 'string') : [];
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
  // Every visitor's first view, a signed-in player's too: rendered with their session, sent only to
  // them (`private, no-store`).
  const page =
    boot && options.brand && options.firstView ? await options.firstView.render(app, request, boot) : null;
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
