import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { galleryRenderer, type GalleryRenderer } from './gallery-renderer.ts';

/** Where the development server shows the widget gallery. */
export const GALLERY_PATH = '/_gallery';

type Next = (error?: unknown) => void;

/**
 * The gallery's pages under GALLERY_PATH: the index, its stylesheet and each cell (rendered at the
 * request, with the code as it is now). Outside development (NODE_ENV=production) it answers
 * nothing, and the request goes on to what follows (a 404).
 */
export function galleryMiddleware(renderer: () => GalleryRenderer, env: NodeJS.ProcessEnv = process.env) {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const pathname = new URL(request.url ?? '/', 'http://gallery').pathname;
    if (env.NODE_ENV === 'production' || request.method !== 'GET') return next();
    if (pathname !== GALLERY_PATH && !pathname.startsWith(`${GALLERY_PATH}/`)) return next();
    const rest = pathname.slice(GALLERY_PATH.length + 1);
    const send = (type: string, body: string) => {
      response.statusCode = 200;
      response.setHeader('content-type', `${type}; charset=utf-8`);
      response.setHeader('cache-control', 'no-store');
      response.end(body);
    };
    const answer = async () => {
      if (rest === '' || rest === 'index.html')
        return send('text/html', await renderer().index((path) => `${GALLERY_PATH}/${path}`));
      if (rest === 'gallery.css') return send('text/css', await renderer().stylesheet());
      const cell = await renderer().cell(rest, `${GALLERY_PATH}/gallery.css`);
      if (cell) return send('text/html', cell.page);
      next();
    };
    answer().catch(next);
  };
}

/**
 * `npm run dev`'s gallery: a Vite plugin (development server only) whose pages render with the
 * server's module loader and the data of the development sandbox.
 */
export function galleryDevPlugin(app: FastifyInstance): Plugin {
  return {
    name: 'croupier:widget-gallery',
    apply: 'serve',
    configureServer(server) {
      let renderer: GalleryRenderer | undefined;
      server.middlewares.use(galleryMiddleware(() => (renderer ??= galleryRenderer(server, app))));
    },
  };
}
