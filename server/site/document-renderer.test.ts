import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrands } from '../../runtime/config/load-brand.ts';
import { FIXTURE_MANIFEST } from '../testing/fixture-manifest.ts';
import { DocumentRenderer, drawnWidgets } from './document.ts';

describe('DocumentRenderer, a server-rendered page', () => {
  let dist = '';
  let renderer: DocumentRenderer;
  const nova = getBrands().find((brand) => brand.id === 'nova');
  const boot = { geo: { country_code: 'CA' }, player: null } as never;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'croupier-renderer-'));
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Croupier</title></head><body><div id="root"></div></body></html>',
    );
    const manifest = {
      ...FIXTURE_MANIFEST,
      'widgets/profile-tabs/profile-tabs.tsx': {
        file: 'assets/profile-tabs.js',
        imports: ['_ui.js'],
        css: ['assets/profile-tabs.css'],
      },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'assets', 'site-header.css'), '.cr-site-header{height:57px}');
    writeFileSync(join(dist, 'assets', 'ui.css'), '.cr-button{}');
    writeFileSync(join(dist, 'assets', 'profile-tabs.css'), '.cr-profile-tabs__nav{display:flex}');
    renderer = new DocumentRenderer(dist, 'brands');
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("inlines the CSS of every widget the server drew, a page's own as well as the shell's", () => {
    const page = { html: '<div class="cr-app"></div>', head: '', state: { widgets: ['profile-tabs'] } };
    const html = renderer.render('/profile', nova, boot, 0, page);
    expect(html).toContain('.cr-profile-tabs__nav{display:flex}');
    expect(html).toContain('.cr-site-header{height:57px}');
    // A page the browser renders inlines nothing: it links what it needs.
    expect(renderer.render('/profile', nova, boot, 0)).not.toContain('.cr-profile-tabs__nav{display:flex}');
  });

  it('preloads the code of the widgets the server drew, and no validator: the boot payload is checked', () => {
    // Module preloads, or the list a server-rendered page's entry starts (cr-start).
    const preloads = (html: string) => [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const page = { html: '<div class="cr-app"></div>', head: '', state: { widgets: ['site-header'] } };
    const rendered = preloads(renderer.render('/', nova, boot, 0, page));
    expect(rendered).toEqual(
      expect.arrayContaining(['/assets/main.js', '/assets/site-header.js', '/assets/lobby.js']),
    );
    // The hero banner was not drawn (say, below the first view): it loads when it is due.
    expect(rendered).not.toContain('/assets/hero-banner.js');
    expect(rendered).not.toContain('/assets/validate.js');
    // A page the browser renders fetches its documents itself and checks them.
    const browserRendered = preloads(renderer.render('/', nova, boot, 0));
    expect(browserRendered).toEqual(
      expect.arrayContaining(['/assets/hero-banner.js', '/assets/validate.js']),
    );
  });

  it('reads the drawn widgets of a render state defensively', () => {
    expect(drawnWidgets({ locale: 'en', widgets: ['site-header', 3, 'profile-tabs'] })).toEqual([
      'site-header',
      'profile-tabs',
    ]);
    expect(drawnWidgets(null)).toEqual([]);
    expect(drawnWidgets({ widgets: 'site-header' })).toEqual([]);
  });
});
