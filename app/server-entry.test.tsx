// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, type SandboxServer } from '../tools/sandbox/server.ts';
import { bootPayloadFor } from '../server/site/visitor-api.ts';
import { inProcessFetch } from '../server/site/first-view.ts';
import { pageRequest } from '../tools/sandbox/testing/page-request.ts';
import type { BootPayload } from '../runtime/app/boot-data.ts';
import { renderFirstView } from './server-entry.tsx';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(() => server.close());

async function render(url: string, device: 'mobile' | 'desktop' = 'mobile', renderer = renderFirstView) {
  const request = pageRequest(url);
  const boot = (await bootPayloadFor(server.app, request)) as BootPayload;
  return renderer({
    url,
    origin: 'http://nova.localhost',
    host: 'nova.localhost',
    device,
    boot,
    fetch: inProcessFetch(server.app, request),
  });
}

describe('renderFirstView', () => {
  it('renders the lobby of nova with its data: header, hero banner image, the first game rows', async () => {
    const page = await render('/');
    expect(page.html).toMatch(/^<div class="cr-app" data-brand="nova">/);
    expect(page.html).toContain('href="/login"');
    expect(page.html).toMatch(
      /<img class="cr-hero-banner__image" src="\/assets\/generated\/banner\/[^"]+\.svg"/,
    );
    expect(page.html).toContain('/assets/generated/game/');
    // Below the first view: placeholders, rendered by the browser as the reader nears them.
    expect(page.html).toContain('class="cr-slot__deferred"');
    // No script runs from the markup (a strict CSP holds); JSON-LD data is not a script.
    expect(page.html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(page.head).toMatch(/<title>Nova Casino[^<]*<\/title>/);
    expect(page.head).toContain('fetchPriority="high"');
    expect(page.head).toContain('<link rel="canonical" href="http://nova.localhost/"');
    expect(page.state.locale).toBe('en');
    expect(page.state.device).toBe('mobile');
    const keys = page.state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["layout","nova","shell"]',
        '["layout","nova","lobby"]',
        expect.stringMatching(/^\["config","banners-config"/),
        expect.stringMatching(/^\["games","filter",\{"device":"mobile","categories":\["top"\]/),
      ]),
    );
    // Every query the client will find is a finished success: hydration renders the same page.
    expect(page.state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    // The widgets it drew, whose code the browser loads before hydrating; not the deferred ones
    // below the first view, nor a popup's.
    expect(page.state.widgets).toEqual(expect.arrayContaining(['site-header', 'hero-banner', 'game-row']));
    expect(page.state.widgets).not.toContain('login-form');
  }, 60_000);

  it('answers a redirecting path with where it leads instead of a page', async () => {
    const cases = [
      // An alias, a guest on a players' page and popup, a trailing slash.
      ['/users', '/profile'],
      ['/profile', '/registration?redirect=%2Fprofile'],
      ['/deposit', '/registration?redirect=%2Fdeposit'],
      ['/favorite-games/', '/favorite-games'],
    ] as const;
    for (const [path, to] of cases) {
      const page = await render(path);
      expect(page.redirect, path).toBe(to);
      expect(page.html, path).toBe('');
    }
    expect((await render('/pokies/all')).redirect).toBeUndefined();
  }, 60_000);

  it('renders the locale of the path (German under /de) and a category page with its first 40 games', async () => {
    const lobby = await render('/de', 'desktop');
    expect(lobby.state.locale).toBe('de');
    expect(lobby.html).toContain('Anmelden');
    const category = await render('/pokies/all', 'desktop');
    expect(category.html.match(/class="cr-game-tile"/g)?.length ?? 0).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it("writes each page's own title, as the browser would: a category and a static page", async () => {
    const category = await render('/pokies/megaways', 'desktop');
    expect(category.head).toContain('<title>Megaways — Nova Casino</title>');
    const privacy = await render('/privacy-policy', 'desktop');
    expect(privacy.head).toContain('<title>Privacy policy — Nova Casino</title>');
  }, 60_000);
});

describe('renderFirstView of a static CMS page', () => {
  it('renders the page with its sanitized content, ready to hydrate', async () => {
    const page = await render('/privacy-policy', 'desktop');
    expect(page.html).toMatch(/<h1 [^>]*class="cr-static-page__title"[^>]*>Privacy policy<\/h1>/);
    expect(page.html).toContain('<p>We process your personal data only to run your account');
    // Nothing was left to the browser: no boundary rendered on the client.
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.errors).toEqual([]);
  }, 60_000);

  it('renders a page whose data failed as the browser will start it, loading, so that it hydrates', async () => {
    const url = '/privacy-policy';
    const request = pageRequest(url);
    const boot = (await bootPayloadFor(server.app, request)) as BootPayload;
    const fetch = inProcessFetch(server.app, request);
    const page = await renderFirstView({
      url,
      origin: 'http://nova.localhost',
      host: 'nova.localhost',
      device: 'desktop',
      boot,
      // The page's CMS answer fails; everything else answers.
      fetch: (input, init) =>
        String(input).startsWith('/api/cms/pages/privacy-policy')
          ? Promise.resolve(new Response('{"error":"down"}', { status: 500 }))
          : fetch(input, init),
    });
    // The failed query does not travel to the browser, which starts it again as pending.
    const keys = page.state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.filter((key) => key.includes('privacy-policy'))).toEqual([]);
    expect(page.html).toContain('class="cr-static-page" aria-busy="true"');
    expect(page.html).not.toContain('cr-static-page--error');
  }, 60_000);

  it('sends the broken config items it left out with the page, for each page it renders', async () => {
    // A content manager's slip: one banner without its required parts.
    const brokenBanners = async (url: string, fetched: typeof fetch, init?: RequestInit) => {
      const response = await fetched(url, init);
      if (!url.includes('/api/fe/config/banners-config')) return response;
      const json = (await response.json()) as { banners: unknown[] };
      json.banners.push({ id: 'half-written', title: 42 });
      return new Response(JSON.stringify(json), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const renderBroken = async () => {
      const request = pageRequest('/');
      const boot = (await bootPayloadFor(server.app, request)) as BootPayload;
      const fetched = inProcessFetch(server.app, request);
      return renderFirstView({
        url: '/',
        origin: 'http://nova.localhost',
        host: 'nova.localhost',
        device: 'desktop',
        boot,
        fetch: (input, init) => brokenBanners(String(input), fetched, init),
      });
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const page of [await renderBroken(), await renderBroken()]) {
        expect(page.state.configProblems).toEqual([
          {
            document: 'cms/config/banners-config',
            issues: expect.arrayContaining([
              expect.objectContaining({
                pointer: expect.stringMatching(/^\/banners\/\d+$/),
                rule: 'schema/required',
              }),
            ]),
          },
        ]);
        expect(page.html).not.toContain('half-written');
      }
      // A page without a broken item carries none.
      expect((await render('/')).state.configProblems).toBeUndefined();
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it('leaves a widget that fails on the server to the browser, and tells the browser nothing of why', async () => {
    const failure = new Error(`cannot render at ${import.meta.url}`);
    // A renderer of its own, whose static-page widget throws (widget code is cached per id).
    vi.resetModules();
    const { renderFirstView: renderer } = await import('./server-entry.tsx');
    const { clearWidgets, registerWidgets } = await import('../runtime/slots/registry.ts');
    const { widgets } = await import('../widgets/index.ts');
    clearWidgets();
    registerWidgets(
      widgets.map((widget) =>
        widget.id === 'static-page'
          ? {
              ...widget,
              load: () =>
                Promise.resolve({
                  default: () => {
                    throw failure;
                  },
                }),
            }
          : widget,
      ),
    );
    const page = await render('/privacy-policy', 'desktop', renderer);
    // The rest of the page is there; the failed widget's place says only "render in the browser".
    expect(page.html).toContain('href="/login"');
    expect(page.html).toContain('<!--$!--><template data-dgst="cr-browser-render"></template>');
    expect(page.html).not.toMatch(/data-(msg|stck|cstck)=/);
    expect(page.html).not.toContain('cannot render');
    expect(page.html).not.toContain(new URL(import.meta.url).pathname.split('/')[1]!);
    // The server's log gets the error whole.
    expect(page.errors).toContain(failure);
  }, 60_000);
});
