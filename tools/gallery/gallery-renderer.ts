// The gallery's pages, on Node: the renderer module (render-cell.tsx) loaded through a Vite server,
// fed by a sandbox in process. The development server serves these pages at /_gallery
// (dev-gallery.ts); `croupier gallery --out <dir>` writes them (export-gallery.ts).
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { injectFetch } from '../../server/site/first-view.ts';
import { PlayerAgent } from '../sandbox/testing/player-agent.ts';
import {
  cellPath,
  galleryIndexHtml,
  parseCellPath,
  type GalleryCell,
  type GalleryModel,
} from './gallery-model.ts';
import type * as RenderModule from './render-cell.tsx';

/** Who the widgets are rendered for: a signed-in player of the brand (the default), or a guest. */
export type GalleryAuth = 'player' | 'guest';

export interface GalleryRenderer {
  model(): Promise<GalleryModel>;
  /** The index page; `cellHref` turns a cell's path (`cells/….html`) into its link from the index. */
  index(cellHref?: (cellPath: string) => string): Promise<string>;
  stylesheet(): Promise<string>;
  /** The page of the cell at `cells/….html`, or undefined when the path names none. */
  cell(path: string, stylesheetHref: string): Promise<{ page: string; problems: string[] } | undefined>;
  renderCell(cell: GalleryCell, stylesheetHref: string): Promise<{ page: string; problems: string[] }>;
  /** The host a brand's cells are rendered on (its API answers and artwork). */
  hostOf(brand: string): Promise<string>;
}

const RENDER_MODULE = '/tools/gallery/render-cell.tsx';

/**
 * `fetch` for the renderer: same-origin calls go to the sandbox through `app.inject`, on the
 * brand's host with the gallery player's cookies.
 */
export function sandboxFetch(app: FastifyInstance, host: string, cookie: string): typeof fetch {
  return injectFetch(app, `http://${host}`, { host, ...(cookie && { cookie }) });
}

/**
 * The gallery over a Vite server (its module loader runs the renderer, so a change to a widget
 * shows at the next request) and a sandbox (the data). Cells render one at a time: the API
 * client of the renderer is configured per cell.
 */
export function galleryRenderer(
  vite: ViteDevServer,
  app: FastifyInstance,
  { auth = 'player' }: { auth?: GalleryAuth } = {},
): GalleryRenderer {
  const load = () => vite.ssrLoadModule(RENDER_MODULE) as Promise<typeof RenderModule>;
  const sessions = new Map<string, Promise<string>>();
  let queue: Promise<unknown> = Promise.resolve();

  /** The gallery player's cookies on a brand's host: one player per brand, signed up once. */
  const sessionOf = (host: string): Promise<string> => {
    let session = sessions.get(host);
    if (!session) {
      const agent = new PlayerAgent(app, host);
      session = auth === 'guest' ? Promise.resolve('') : agent.signUp().then(() => agent.cookieHeader());
      session.catch(() => sessions.delete(host));
      sessions.set(host, session);
    }
    return session;
  };

  const renderCell = (cell: GalleryCell, stylesheetHref: string) => {
    const next = queue.then(async () => {
      const module = await load();
      const host = module.brandHost(cell.brand);
      const cookie = await sessionOf(host);
      // A widget's failed call is its error state on the cell; the API client's log of it is noise.
      const { error, warn } = console;
      console.error = console.warn = () => undefined;
      try {
        return await module.renderCell({ cell, fetch: sandboxFetch(app, host, cookie), stylesheetHref });
      } finally {
        Object.assign(console, { error, warn });
      }
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    model: async () => (await load()).galleryModel(),
    index: async (cellHref = (path) => path) =>
      galleryIndexHtml((await load()).galleryModel(), { cellHref: (cell) => cellHref(cellPath(cell)) }),
    stylesheet: async () => (await load()).galleryStylesheet(),
    cell: async (path, stylesheetHref) => {
      const cell = parseCellPath(path);
      if (!cell) return undefined;
      const model = (await load()).galleryModel();
      const widget = model.widgets.find((candidate) => candidate.id === cell.widget);
      if (!widget || !widget.examples[cell.example] || !model.brands.some((b) => b.id === cell.brand))
        return undefined;
      return renderCell(cell, stylesheetHref);
    },
    renderCell,
    hostOf: async (brand) => (await load()).brandHost(brand),
  };
}
