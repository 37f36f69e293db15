// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryMiddleware } from './dev-gallery.ts';
import type { GalleryRenderer } from './gallery-renderer.ts';

const renderer = {
  index: async (href: (path: string) => string) =>
    `<h1>gallery</h1><a href="${href('cells/x--0--nova--phone.html')}">`,
  stylesheet: async () => '.cr-x{}',
  cell: async (path: string, stylesheetHref: string) =>
    path === 'cells/x--0--nova--phone.html'
      ? { page: `<p>cell ${stylesheetHref}</p>`, problems: [] }
      : undefined,
} as unknown as GalleryRenderer;

let server: Server | undefined;
afterEach(() => server?.close());

/** A server with the gallery's middleware and a 404 behind it, as Vite has. */
async function serve(env: NodeJS.ProcessEnv): Promise<string> {
  const middleware = galleryMiddleware(() => renderer, env);
  server = createServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 404;
      response.end('not found');
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the gallery in development', () => {
  it('serves the index, its stylesheet and each cell under /_gallery', async () => {
    const origin = await serve({ NODE_ENV: 'development' });
    const index = await fetch(`${origin}/_gallery`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toContain('href="/_gallery/cells/x--0--nova--phone.html"');
    expect(await (await fetch(`${origin}/_gallery/gallery.css`)).text()).toBe('.cr-x{}');
    const cell = await fetch(`${origin}/_gallery/cells/x--0--nova--phone.html`);
    expect(await cell.text()).toBe('<p>cell /_gallery/gallery.css</p>');
    expect((await fetch(`${origin}/_gallery/cells/nothing.html`)).status).toBe(404);
    expect((await fetch(`${origin}/lobby`)).status).toBe(404);
  });

  it('is never served in production', async () => {
    const origin = await serve({ NODE_ENV: 'production' });
    for (const path of [
      '/_gallery',
      '/_gallery/',
      '/_gallery/gallery.css',
      '/_gallery/cells/x--0--nova--phone.html',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('not found');
    }
  });
});
