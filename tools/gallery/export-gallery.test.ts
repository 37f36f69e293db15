// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrands } from '../../runtime/config/load-brand.ts';
import { themeStyleAttribute } from '../../runtime/rules/theme.ts';
import { widgetExamples } from '../../runtime/slots/define-widget.ts';
import { widgets } from '../../widgets/index.ts';
import { exportGallery, withRelativeSources, type ExportedGallery } from './export-gallery.ts';

let outDir: string;
let gallery: ExportedGallery;
let index: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'croupier-gallery-'));
  gallery = await exportGallery({ outDir });
  index = await readFile(join(outDir, 'index.html'), 'utf8');
}, 240_000);
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const brands = getBrands();
const read = (path: string) => readFile(join(outDir, path), 'utf8');

describe('croupier gallery --out: the written gallery', () => {
  it('shows every registered widget, in each brand, at phone and desktop widths', () => {
    expect(gallery.widgets).toBe(widgets.length);
    expect([...gallery.brands].sort()).toEqual(brands.map((brand) => brand.id).sort());
    for (const widget of widgets) {
      expect(index).toContain(`<section class="widget" id="${widget.id}"`);
      for (const brand of brands)
        for (const width of ['phone', 'desktop'])
          expect(index, `${widget.id} ${brand.id} ${width}`).toContain(
            `data-widget="${widget.id}" data-brand="${brand.id}" data-width="${width}"`,
          );
    }
    const examples = widgets.reduce((sum, widget) => sum + widgetExamples(widget).length, 0);
    expect(gallery.cells).toBe(examples * brands.length * 2);
  });

  it("shows each widget's props schema and the descriptions of its props", () => {
    const gameRow = index.slice(
      index.indexOf('id="game-row"'),
      index.indexOf('</section>', index.indexOf('id="game-row"')),
    );
    expect(gameRow).toContain('<pre class="schema">');
    expect(gameRow).toContain('How many games the row shows at most');
    expect(gameRow).toMatch(/<pre class="example-props">[^<]*&quot;category&quot;/);
  });

  it("writes every cell as a page of its own on the brand's colours, linked relatively from the index", async () => {
    for (const cell of ['game-row--0--nova--phone', 'game-row--0--lumen--desktop'])
      expect(index).toContain(`src="cells/${cell}.html"`);
    const nova = await read('cells/game-row--0--nova--phone.html');
    const lumen = await read('cells/game-row--0--lumen--desktop.html');
    const themeOf = (id: string) => themeStyleAttribute(brands.find((brand) => brand.id === id)!.theme);
    expect(nova).toContain(`style="${themeOf('nova')}"`);
    expect(lumen).toContain(`style="${themeOf('lumen')}"`);
    expect(nova).toContain('href="../gallery.css"');
    // Rendered with the sandbox's data: the row's heading and its games.
    expect(nova).toMatch(/class="cr-game-row[^"]*"/);
    expect(nova).toContain('Top games');
    expect(nova).not.toContain('role="alert"');
  });

  it("holds the widgets' styles and the artwork the cells show, so that it opens from the file system", async () => {
    const css = await read('gallery.css');
    expect(css).toContain('.cr-game-row');
    expect(css.indexOf('runtime/ui/theme.css')).toBeLessThan(css.indexOf('widgets/game-row/game-row.css'));
    const cells = await Promise.all(gallery.files.filter((file) => file.startsWith('cells/')).map(read));
    const sources = cells.flatMap((page) =>
      [...page.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"|<link [^>]*href="([^"]+)"/g)].map(
        (match) => (match[1] ?? match[2])!,
      ),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => source.startsWith('/'))).toEqual([]);
    for (const source of new Set(sources.filter((source) => source.startsWith('../'))))
      expect(existsSync(join(outDir, 'cells', source)), source).toBe(true);
  });
});

describe('withRelativeSources', () => {
  it("makes a cell's images, image sets and preloads relative to the gallery's root, and notes them", () => {
    const files = new Set<string>();
    const page = withRelativeSources(
      '<link rel="preload" as="image" href="/assets/a.svg"/><link rel="stylesheet" href="../gallery.css" />' +
        '<img src="/assets/b.svg?v=1"/><img srcSet="/assets/c.svg 1x, /assets/d.svg 2x"/>' +
        '<a href="/games/top">top</a><img src="https://cdn.example/e.png"/><img src="//cdn.example/f.png"/>',
      files,
    );
    expect(page).toBe(
      '<link rel="preload" as="image" href="../assets/a.svg"/><link rel="stylesheet" href="../gallery.css" />' +
        '<img src="../assets/b.svg?v=1"/><img srcSet="../assets/c.svg 1x, ../assets/d.svg 2x"/>' +
        '<a href="/games/top">top</a><img src="https://cdn.example/e.png"/><img src="//cdn.example/f.png"/>',
    );
    expect([...files].sort()).toEqual(['/assets/a.svg', '/assets/b.svg', '/assets/c.svg', '/assets/d.svg']);
  });
});
