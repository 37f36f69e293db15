import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  BootPayload,
  ServerRenderInput,
  ServerRenderResult,
} from '../../runtime/ssr/first-view-contract.ts';
import { hostHeader } from '../http/request-host.ts';
import { GEO_COOKIE, geoOverride } from './resolve-site.ts';

/**
 * The server render of a page's first view: the client's own components, built for Node by
 * `vite build --ssr app/server-entry.tsx` into `<dist>-ssr/`, fed in-process by the
 * platform registered on this server (the sandbox). Without that build (or with CROUPIER_SSR=0) pages are rendered by the browser alone.
 */
export interface FirstViewRenderer {
  render(
    app: FastifyInstance,
    request: FastifyRequest,
    boot: BootPayload,
  ): Promise<ServerRenderResult | null>;
}

/** A server render slower than this is dropped for the browser's: the page never waits long for it. */
export const FIRST_VIEW_TIMEOUT_MS = 1_500;

type RenderFirstView = (input: ServerRenderInput) => Promise<ServerRenderResult>;

/** Loads the renderer next to the client build (`dist` → `dist-ssr/server-entry.js`), if built. */
export async function loadFirstViewRenderer(ssrDir: string): Promise<FirstViewRenderer | null> {
  const entry = join(ssrDir, 'server-entry.js');
  if (process.env.CROUPIER_SSR === '0' || !existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderFirstView: RenderFirstView };
  return {
    async render(app, request, boot) {
      const host = hostHeader(request);
      try {
        const result = await withTimeout(
          module.renderFirstView({
            url: request.url,
            origin: `${request.protocol}://${host}`,
            host,
            device: deviceOf(request.headers['user-agent'] ?? ''),
            boot: boot as ServerRenderInput['boot'],
            fetch: inProcessFetch(app, request),
          }),
          FIRST_VIEW_TIMEOUT_MS,
        );
        // The page names no error; the log keeps each one whole, stack included.
        for (const error of result.errors) {
          request.log.warn(
            { err: error },
            'a part of the first view failed on the server; the browser renders it',
          );
        }
        return result;
      } catch (error) {
        request.log.warn({ err: error }, 'first view not rendered on the server; the browser renders it');
        return null;
      }
    },
  };
}

/** Phones and tablets announce themselves in the user agent; the client corrects a wrong guess. */
export function deviceOf(userAgent: string): 'mobile' | 'desktop' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * `fetch` for the server render: same-origin calls go to this server through `app.inject`, as
 * the visitor (host, cookies, user agent, the page's `?geo=` override).
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const geo = geoOverride(request);
  const cookie = [request.headers.cookie, geo && `${GEO_COOKIE}=${geo}`].filter(Boolean).join('; ');
  return injectFetch(app, 'http://sandbox', {
    host: hostHeader(request),
    cookie,
    'user-agent': request.headers['user-agent'] ?? '',
  });
}

/**
 * `fetch` answered by `app.inject`: a call's path and query (relative to `base`), method and
 * string body, with `as` headers over its own (who is asking). The widget gallery renders this way
 * too (tools/gallery/gallery-renderer.ts).
 */
export function injectFetch(app: FastifyInstance, base: string, as: Record<string, string>): typeof fetch {
  return async (input, init = {}) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, base);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, ...as },
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') responseHeaders.set(key, value);
      else if (typeof value === 'number') responseHeaders.set(key, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders,
    });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server render took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
