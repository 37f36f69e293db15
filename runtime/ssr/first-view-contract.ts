import type { DehydratedState } from '@tanstack/react-query';
import type { CurrentIp } from '../api/info.ts';
import type { Player } from '../api/types.ts';
import type { Device, Locale } from '../context/types.ts';
import type { BusEvents } from '../state/event-bus.ts';

/*
 * What the server renderer of the first view (runtime/app/first-view-renderer.tsx, built for Node) takes
 * and gives; the sandbox (server/site/first-view.ts) calls it with these types.
 */

/**
 * Set on a server-rendered page's #root once the page and every widget on it have hydrated and
 * committed (runtime/slots/page-hydration.ts). Until then runtime/app/early-clicks.ts holds clicks
 * on controls and leaves links to the browser: a link React has hydrated but not committed would
 * take the click and drop the navigation.
 */
export const PAGE_LIVE_ATTRIBUTE = 'data-live';

/** The server's render of the first view (runtime/app/first-view-renderer.tsx), for hydration. */
export interface RenderedFirstView {
  locale: Locale;
  device: Device;
  /** The server's React Query cache. */
  queries: DehydratedState;
  /** The widgets the server drew: their code is loaded before hydration. */
  widgets?: string[];
  /**
   * The broken config items the render met (left out of the page): the browser announces them as
   * its own, so that a tester's page lists them (spec §6) although the browser fetched nothing.
   */
  configProblems?: BusEvents['config-invalid'][];
}

/** What the server already knows when it sends the page: the answers of the first two calls. */
export interface BootPayload {
  geo: CurrentIp;
  player: Player | null;
  /** Present when the server rendered #root (`data-ssr`). */
  ssr?: RenderedFirstView;
}

export interface ServerRenderInput {
  /** Path and query of the page, e.g. `/de/pokies/all?x=1`. */
  url: string;
  origin: string;
  host: string;
  device: Device;
  boot: BootPayload;
  fetch: typeof fetch;
}

/** What the client needs to hydrate the server's markup (`ssr` of the boot payload). */
export type ServerRenderState = RenderedFirstView;

/**
 * The digest of a boundary the server could not render: the client renders that part itself, as
 * designed, and does not report it as a hydration error (the server's log has the cause).
 */
export const SERVER_RENDER_FALLBACK_DIGEST = 'cr-browser-render';

export interface ServerRenderResult {
  /** The markup of #root. */
  html: string;
  /** `<title>`, meta and link elements React rendered for <head>. */
  head: string;
  state: ServerRenderState;
  /**
   * The page redirects (an alias such as /users, a guard such as a guest on a players' page):
   * where to, a path of this origin with its query. The server answers with a redirect.
   */
  redirect?: string;
  /** Why parts of the page were left to the browser: for the server's log, never for the page. */
  errors: unknown[];
}
