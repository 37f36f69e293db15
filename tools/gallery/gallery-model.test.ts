import { describe, expect, it } from 'vitest';
import {
  cellPageHtml,
  cellPath,
  galleryCells,
  galleryIndexHtml,
  parseCellPath,
  propDocs,
  type GalleryModel,
} from './gallery-model.ts';

const model: GalleryModel = {
  widgets: [
    {
      id: 'game-row',
      version: 2,
      schema: {
        type: 'object',
        properties: {
          category: { type: 'string', description: 'Category slug <b>.' },
          limit: { type: 'integer', default: 15, description: 'Games in the row.' },
        },
        required: ['category'],
      },
      examples: [{ category: 'top' }, { category: 'new', limit: 5 }],
    },
  ],
  brands: [
    { id: 'nova', name: 'Nova Casino' },
    { id: 'lumen', name: 'Lumen' },
  ],
};

describe('gallery model', () => {
  it('has a cell for every example of every widget in each brand at phone and desktop widths', () => {
    const cells = galleryCells(model).map(cellPath);
    expect(cells).toHaveLength(2 * 2 * 2);
    expect(cells).toContain('cells/game-row--1--lumen--phone.html');
    expect(cells).toContain('cells/game-row--0--nova--desktop.html');
  });

  it('reads a cell back from its path and refuses any other path', () => {
    for (const cell of galleryCells(model)) expect(parseCellPath(cellPath(cell))).toEqual(cell);
    expect(parseCellPath('cells/game-row--0--nova--tablet.html')).toBeUndefined();
    expect(parseCellPath('cells/../etc--0--nova--phone.html')).toBeUndefined();
  });

  it('documents nested props with their type, whether required, default and description', () => {
    const docs = propDocs({
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          description: 'Menu items.',
          items: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', description: 'Item id.' }, size: { enum: ['s', 'l'] } },
          },
        },
        limit: { type: 'integer', default: 15, description: 'At most.' },
      },
    });
    expect(docs).toEqual([
      { path: 'items', type: 'object[]', required: true, description: 'Menu items.' },
      { path: 'items[].id', type: 'string', required: true, description: 'Item id.' },
      { path: 'items[].size', type: '"s" | "l"', required: false, description: '' },
      { path: 'limit', type: 'integer', required: false, description: 'At most.', default: 15 },
    ]);
  });

  it('shows each widget with its props table, schema, examples and one frame per brand and width', () => {
    const html = galleryIndexHtml(model, { cellHref: (cell) => `/g/${cellPath(cell)}` });
    expect(html).toContain('<section class="widget" id="game-row"');
    expect(html).toContain('Category slug &lt;b&gt;.');
    expect(html).not.toContain('<b>.');
    expect(html).toContain(
      '<td><code>limit</code></td><td><code>integer</code></td><td><code>15</code></td>',
    );
    expect(html).toMatch(/<pre class="schema">[^<]*&quot;Games in the row\.&quot;/);
    expect(html).toMatch(/<pre class="example-props">[^<]*&quot;new&quot;/);
    for (const brand of ['nova', 'lumen'])
      for (const width of ['phone', 'desktop'])
        expect(html).toContain(`src="/g/cells/game-row--1--${brand}--${width}.html"`);
    expect(html).toMatch(/style="width:390px;height:200px;transform:scale\(1\)"/);
    expect(html).toMatch(/style="width:1280px;height:200px;transform:scale\(0\.5\)"/);
  });

  it("puts a cell's markup on the brand's colours, with its stylesheet, and says when it rendered nothing", () => {
    const cell = { widget: 'game-row', example: 0, brand: 'nova', width: 'phone' } as const;
    const page = cellPageHtml({
      cell,
      html: '<section class="cr-game-row">Top</section>',
      themeStyle: '--cr-bg:#0f0a1f',
      stylesheetHref: '../gallery.css',
      lang: 'en',
      problems: [],
    });
    expect(page).toContain('<html lang="en" style="--cr-bg:#0f0a1f">');
    expect(page).toContain('<link rel="stylesheet" href="../gallery.css" />');
    expect(page).toContain('<meta name="viewport" content="width=390" />');
    expect(page).toContain('<section class="cr-game-row">Top</section>');
    expect(page).not.toContain('Renders nothing');
    const empty = cellPageHtml({
      cell,
      html: '<div></div>',
      themeStyle: '',
      stylesheetHref: 'x.css',
      lang: 'en',
      problems: [],
    });
    expect(empty).toContain('Renders nothing with this example here.');
    const failed = cellPageHtml({
      cell,
      html: '',
      themeStyle: '',
      stylesheetHref: 'x.css',
      lang: 'en',
      problems: ['Error: <boom>'],
    });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Error: &lt;boom&gt;');
  });
});
